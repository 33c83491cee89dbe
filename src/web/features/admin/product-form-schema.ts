import { z } from 'zod';
import {
  type AdminProductDetail,
  DEFAULT_PER_ORDER,
  productInputSchema,
} from '#shared/contract/admin-products.ts';
import { parsePounds } from '#shared/money.ts';

const POUNDS_MESSAGE = 'Enter the price in pounds, e.g. 49.99';

/** A pounds amount as typed, in pence (or 0, which the API's schema refuses with its own message). */
const pounds = z
  .string()
  .trim()
  .refine((v) => parsePounds(v) !== null, POUNDS_MESSAGE)
  .transform((v) => parsePounds(v) ?? 0);

/**
 * One length row as typed: the length, its own price in pounds (empty: the product's price) and its stock. A row
 * without a length is left out (the API drops it), so nothing else in it is checked.
 */
export const variantRowSchema = z
  .object({ length: z.string(), price: z.string(), stock: z.string() })
  .superRefine((row, ctx) => {
    if (row.length.trim() === '') return;
    const price = row.price.trim();
    if (price !== '' && parsePounds(price) === null) {
      ctx.addIssue({ code: 'custom', path: ['price'], message: POUNDS_MESSAGE });
    }
    const stock = row.stock.trim();
    if (stock === '') ctx.addIssue({ code: 'custom', path: ['stock'], message: 'Stock is required' });
    else if (!/^\d+$/.test(stock)) {
      ctx.addIssue({ code: 'custom', path: ['stock'], message: 'Stock must be a whole number' });
    }
  })
  .transform((row): { length: string; price?: number | null; stock: number } => {
    if (row.length.trim() === '') return { length: '', price: null, stock: 0 };
    const price = row.price.trim();
    return {
      length: row.length,
      price: price === '' ? null : (parsePounds(price) ?? 0),
      stock: Number(row.stock.trim()),
    };
  });

/** The second row with a length already given is marked at its Length field (the API says it once, for all). */
const eachLengthOnce = (rows: { length: string }[], ctx: z.RefinementCtx) => {
  const seen = new Set<string>();
  rows.forEach((row, i) => {
    const length = row.length.trim();
    if (length === '') return;
    if (seen.has(length))
      ctx.addIssue({ code: 'custom', path: [i, 'length'], message: 'Each length only once' });
    seen.add(length);
  });
};

/**
 * The product form's fields as typed (prices in pounds, one row per length, one input per image address),
 * checked by the API's own schema once converted, so the form and the server agree on every rule and message.
 */
export const productFormSchema = productInputSchema.extend({
  price: z
    .string()
    .trim()
    .min(1, { message: 'Price is required', abort: true })
    .pipe(pounds)
    .pipe(productInputSchema.shape.price),
  category: z.string().pipe(productInputSchema.shape.category),
  variants: z.array(variantRowSchema).superRefine(eachLengthOnce).pipe(productInputSchema.shape.variants),
  imageURL: z
    .array(z.object({ url: z.string() }))
    .transform((list) => list.map((i) => i.url.trim()).filter((u) => u !== ''))
    .pipe(productInputSchema.shape.imageURL.unwrap()),
  maxPerOrder: z
    .string()
    .trim()
    .min(1, { message: 'Limit per order is required', abort: true })
    .refine((v) => /^\d+$/.test(v), { message: 'Limit per order must be a whole number', abort: true })
    .transform(Number)
    .pipe(productInputSchema.shape.maxPerOrder.unwrap()),
});
export type ProductFormValues = z.input<typeof productFormSchema>;
export type ProductFormOutput = z.output<typeof productFormSchema>;
export type VariantRowValues = ProductFormValues['variants'][number];

export const EMPTY_VARIANT: VariantRowValues = { length: '', price: '', stock: '' };

export const EMPTY_PRODUCT: ProductFormValues = {
  name: '',
  price: '',
  category: '',
  brand: '',
  description: '',
  variants: [EMPTY_VARIANT],
  imageURL: [],
  maxPerOrder: String(DEFAULT_PER_ORDER),
};

const toPounds = (pence: number) => (pence / 100).toFixed(2);

/**
 * A stored product as the form shows it: the product's price, each length with its stock and its own price (empty
 * for a length that sells at the product's price, so changing that price moves it), and its limit per order.
 */
export function toFormValues(p: AdminProductDetail): ProductFormValues {
  return {
    name: p.name,
    price: toPounds(p.basePrice),
    category: p.category,
    brand: p.brand,
    description: p.description,
    variants: p.variants.map((v) => ({
      length: v.length,
      price: v.price === p.basePrice ? '' : toPounds(v.price),
      stock: String(v.stock),
    })),
    imageURL: p.imageURL.map((url) => ({ url })),
    maxPerOrder: String(p.maxPerOrder),
  };
}
