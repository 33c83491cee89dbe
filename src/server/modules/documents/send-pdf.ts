import type { FastifyReply } from 'fastify';

/** Sends a PDF the browser shows (and saves as `filename`), never kept by a shared cache: it is one person's. */
export function sendPdf(reply: FastifyReply, pdf: Buffer, filename: string) {
  return (
    reply
      .type('application/pdf')
      .header('content-disposition', `inline; filename="${filename}"`)
      .header('cache-control', 'private, no-store')
      // Bytes, sent as they are; a route's schema describes only its error replies.
      .send(pdf as never)
  );
}
