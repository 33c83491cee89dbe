import { z } from 'zod';
import { lookupQuerySchema } from './catalog.ts';

/** GET /api/admin/variants?ids=a,b: what variants a promotion names by id are (issue 31); unknown ids are left out. */
export const variantOwnersQuerySchema = lookupQuerySchema;
export const variantOwnerSchema = z.object({
  id: z.string(),
  sku: z.string(),
  length: z.string().describe('Its label: its values joined by " · "'),
  productId: z.string(),
  productName: z.string(),
});
export type VariantOwner = z.infer<typeof variantOwnerSchema>;
export const variantOwnersSchema = z.object({ items: z.array(variantOwnerSchema) });
