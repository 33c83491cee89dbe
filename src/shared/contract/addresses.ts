import { z } from 'zod';
import { addressSchema } from './checkout.ts';

// The customer's address book (issue 33): addresses kept for the next checkout, one of them the default.

/** How many addresses one account may keep: enough for home, work, family and a few friends, not a mailing list. */
export const MAX_SAVED_ADDRESSES = 20;

/** One saved address as its owner sees it. */
export const savedAddressSchema = z.object({
  id: z.string(),
  address: addressSchema,
  /** The address checkout fills in first; exactly one of a non-empty book is the default. */
  isDefault: z.boolean(),
  updatedAt: z.string(),
});
export type SavedAddress = z.infer<typeof savedAddressSchema>;

/** GET /api/addresses: the default first, then the most recently changed. */
export const savedAddressListSchema = z.object({ items: z.array(savedAddressSchema) });
export type SavedAddressList = z.infer<typeof savedAddressListSchema>;

/**
 * POST /api/addresses and PUT /api/addresses/:id. The country is one the shop knows (any of the world's, by name or
 * code; it is kept as its English name); `makeDefault` makes it the default (the first address always is).
 */
export const savedAddressInputSchema = z.object({
  address: addressSchema,
  makeDefault: z.boolean().default(false),
});
export type SavedAddressInput = z.input<typeof savedAddressInputSchema>;
