import { z } from 'zod';
import { productInputSchema } from '../../../shared/contract/admin-products.ts';
import type { ProductDetail } from '../../../shared/contract/catalog.ts';
import { parsePounds } from '../../../shared/money.ts';

/**
 * The product form's fields as typed (price in pounds, lengths comma-separated, one input per image address),
 * checked by the API's own schema once converted, so the form and the server agree on every rule and message.
 */
export const productFormSchema = productInputSchema.extend({
  price: z
    .string()
    .trim()
    .min(1, { message: 'Price is required', abort: true })
    .refine((v) => parsePounds(v) !== null, 'Enter the price in pounds, e.g. 49.99')
    .transform((v) => parsePounds(v) ?? 0)
    .pipe(productInputSchema.shape.price),
  category: z.string().pipe(productInputSchema.shape.category),
  lengths: z
    .string()
    .transform((v) => v.split(','))
    .pipe(productInputSchema.shape.lengths),
  imageURL: z
    .array(z.object({ url: z.string() }))
    .transform((list) => list.map((i) => i.url.trim()).filter((u) => u !== ''))
    .pipe(productInputSchema.shape.imageURL.unwrap()),
});
export type ProductFormValues = z.input<typeof productFormSchema>;
export type ProductFormOutput = z.output<typeof productFormSchema>;

export const EMPTY_PRODUCT: ProductFormValues = {
  name: '',
  price: '',
  category: '',
  brand: '',
  description: '',
  lengths: '',
  imageURL: [],
};

/** A stored product as the form shows it. */
export function toFormValues(p: ProductDetail): ProductFormValues {
  return {
    name: p.name,
    price: (p.price / 100).toFixed(2),
    category: p.category,
    brand: p.brand,
    description: p.description,
    lengths: p.lengths.join(', '),
    imageURL: p.imageURL.map((url) => ({ url })),
  };
}
