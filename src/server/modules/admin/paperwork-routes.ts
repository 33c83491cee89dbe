import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '#server/db/client.ts';
import { notFound } from '#server/errors.ts';
import { idParamsSchema } from '#shared/contract/common.ts';
import { errorBody } from '#shared/contract/errors.ts';
import { refundParamsSchema } from '#shared/contract/refunds.ts';
import { shortOrderNumber } from '#shared/order-number.ts';
import { creditNoteNumber, creditNotePdf } from '../documents/credit-note-pdf.ts';
import { invoiceNumber, invoicePdf } from '../documents/invoice-pdf.ts';
import { packingSlipPdf } from '../documents/packing-slip.ts';
import { sendPdf } from '../documents/send-pdf.ts';
import { creditNoteOf } from '../orders/credit-note.ts';
import { invoiceOf } from '../orders/invoice.ts';
import type { ShopSettingsReader } from '../settings/store.ts';
import type { AdminOrdersRepository } from './orders-repository.ts';

type Deps = {
  db: Db;
  repo: AdminOrdersRepository;
  /** The owner's settings now: who the paperwork is from. */
  settings: ShopSettingsReader;
};

const NO_ORDER = 'No order Found';

/** An order's paperwork for the admin (issue 32): its packing slip, its invoice and its refunds' credit notes. */
export const adminPaperworkRoutes: FastifyPluginAsyncZod<Deps> = async (app, { db, repo, settings }) => {
  app.get(
    '/orders/:id/packing-slip.pdf',
    {
      schema: {
        tags: ['admin'],
        summary:
          'The packing slip for the parcel: recipient, and each line to pack with its options and SKU (PDF)',
        params: idParamsSchema,
        produces: ['application/pdf'],
        response: { 404: errorBody },
      },
    },
    async (req, reply) => {
      const order = await repo.detail(req.params.id);
      if (!order) throw notFound(NO_ORDER);
      const pdf = await packingSlipPdf(order, settings());
      return sendPdf(reply, pdf, `packing-slip-${shortOrderNumber(order.id)}.pdf`);
    },
  );

  app.get(
    '/orders/:id/invoice.pdf',
    {
      schema: {
        tags: ['admin'],
        summary: 'The invoice of a paid order (PDF), as its customer downloads it',
        params: idParamsSchema,
        produces: ['application/pdf'],
        response: { 404: errorBody },
      },
    },
    async (req, reply) => {
      const invoice = await invoiceOf(db, req.params.id, null);
      if (!invoice) throw notFound(NO_ORDER);
      return sendPdf(reply, await invoicePdf(invoice, settings()), `${invoiceNumber(invoice.number)}.pdf`);
    },
  );

  app.get(
    '/orders/:id/refunds/:refundId/credit-note.pdf',
    {
      schema: {
        tags: ['admin'],
        summary: 'The credit note of one refund of an order (PDF), as its customer downloads it',
        params: refundParamsSchema,
        produces: ['application/pdf'],
        response: { 404: errorBody },
      },
    },
    async (req, reply) => {
      const { id: orderId, refundId } = req.params;
      const note = await creditNoteOf(db, { orderId, refundId }, null);
      if (!note) throw notFound('No such refund of this order.');
      return sendPdf(reply, await creditNotePdf(note, settings()), `${creditNoteNumber(note.number)}.pdf`);
    },
  );
};
