import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '#server/db/client.ts';
import { notFound } from '#server/errors.ts';
import { idParamsSchema } from '#shared/contract/common.ts';
import { errorBody } from '#shared/contract/errors.ts';
import { refundParamsSchema } from '#shared/contract/refunds.ts';
import type { Guards } from '../auth/session.ts';
import { creditNoteOf } from '../orders/credit-note.ts';
import { invoiceOf } from '../orders/invoice.ts';
import type { ShopSettingsReader } from '../settings/store.ts';
import { creditNoteNumber, creditNotePdf } from './credit-note-pdf.ts';
import { invoiceNumber, invoicePdf } from './invoice-pdf.ts';
import { sendPdf } from './send-pdf.ts';

type Deps = { db: Db; guards: Guards; settings: ShopSettingsReader };

/** The customer's paperwork (issue 32): the invoice of each of their paid orders and the credit note of each refund, as PDFs. */
export const documentRoutes: FastifyPluginAsyncZod<Deps> = async (app, { db, guards, settings }) => {
  app.get(
    '/api/orders/:id/invoice.pdf',
    {
      preHandler: guards.requireUser,
      schema: {
        tags: ['orders'],
        summary: 'The invoice of one of your paid orders (PDF), numbered when the order was placed',
        params: idParamsSchema,
        produces: ['application/pdf'],
        response: { 401: errorBody, 404: errorBody },
      },
    },
    async (req, reply) => {
      const invoice = await invoiceOf(db, req.params.id, req.user?.id ?? '');
      if (!invoice) throw notFound('No paid order of yours has this number');
      return sendPdf(reply, await invoicePdf(invoice, settings()), `${invoiceNumber(invoice.number)}.pdf`);
    },
  );
  app.get(
    '/api/orders/:id/refunds/:refundId/credit-note.pdf',
    {
      preHandler: guards.requireUser,
      schema: {
        tags: ['orders'],
        summary: 'The credit note of a refund of one of your orders (PDF), numbered when the refund was made',
        params: refundParamsSchema,
        produces: ['application/pdf'],
        response: { 401: errorBody, 404: errorBody },
      },
    },
    async (req, reply) => {
      const { id: orderId, refundId } = req.params;
      const note = await creditNoteOf(db, { orderId, refundId }, req.user?.id ?? '');
      if (!note) throw notFound('No refund of an order of yours has this number');
      return sendPdf(reply, await creditNotePdf(note, settings()), `${creditNoteNumber(note.number)}.pdf`);
    },
  );
};
