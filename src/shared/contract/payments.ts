import { z } from 'zod';

/** POST /api/payments/stripe/webhook: the event was verified and handled. */
export const webhookReceivedSchema = z.object({ received: z.literal(true) });
export type WebhookReceived = z.infer<typeof webhookReceivedSchema>;
