import { z } from 'zod';

/** POST /api/payments/stripe/webhook: the event was verified and handled. */
export const webhookReceivedSchema = z.object({ received: z.literal(true) });
export type WebhookReceived = z.infer<typeof webhookReceivedSchema>;

/** /api/payments/test/authenticate/:id?client_secret=…: the test provider's bank page for a 3-D Secure card. */
export const testBankParamsSchema = z.object({ id: z.string().max(100) });
export const testBankQuerySchema = z.object({ client_secret: z.string().max(200) });
/** The bank page's two buttons post a plain HTML form. */
export const testBankBodySchema = z.object({ outcome: z.enum(['complete', 'fail']) });
