import { z } from 'zod';

// Pieces of the API's contracts that belong to no one domain.

/** `:id` of the admin's routes: the opaque id of a product, order, code, offer, message or mail. */
export const idParamsSchema = z.object({ id: z.string().min(1).max(64) });
export type IdParams = z.infer<typeof idParamsSchema>;

/** The (absent) body of a 204 answer. */
export const noContentSchema = z.null();
