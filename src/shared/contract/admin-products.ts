import { z } from 'zod';
import { CATEGORIES } from '../catalog.ts';
import { productDetailSchema } from './catalog.ts';
import { pageOf, pagingQuery, searchText } from './paging.ts';

export const MAX_PRICE_PENCE = 10_000_000;
export const MAX_LENGTHS = 20;
export const MAX_STOCK = 100_000;
export const MAX_IMAGES = 10;
/** A product's limit per order: what the owner may set, and the default of a new product. */
export const MAX_PER_ORDER = 99;
export const DEFAULT_PER_ORDER = 10;
/** Uploads: the formats sharp reads that browsers show, judged by content; each at most this big. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const UPLOAD_FORMATS_TEXT = 'JPEG, PNG, WebP or AVIF';

const required = (name: string, max: number) =>
  z.string().trim().min(1, `${name} is required`).max(max, `${name} is too long (at most ${max} characters)`);

/** Our own stored images only: the shop serves every picture itself (docs/product.md#own-hosting, decision 010). */
export const MEDIA_URL_PATTERN = /^\/media\/[A-Za-z0-9._-]{1,200}$/;

const pence = z
  .number({ error: 'Price is required' })
  .int('Price must be a whole number of pence')
  .min(1, 'Price must be more than £0.00')
  .max(MAX_PRICE_PENCE, 'Price is too high');

/**
 * POST /api/admin/products and PUT /api/admin/products/:id. Prices in pence (the form converts pounds). Each length
 * is a variant with its stock and an optional price of its own (default: `price`); the product is listed at the
 * lowest of its lengths' prices (docs/product.md#lengths). A length's price equal to `price` is no price of its own: it
 * follows `price` when that changes.
 */
export const productInputSchema = z.object({
  name: required('Name', 200),
  price: pence,
  category: z.enum(CATEGORIES, { error: 'Choose a category' }),
  brand: required('Brand', 100),
  description: required('Description', 5000),
  variants: z
    .array(
      z.object({
        length: z.string().trim().max(40, 'A length is too long (at most 40 characters)'),
        price: pence.nullish().describe('Empty: the product’s price'),
        stock: z
          .number({ error: 'Stock is required' })
          .int('Stock must be a whole number')
          .min(0, 'Stock cannot be negative')
          .max(MAX_STOCK, `Stock is at most ${MAX_STOCK}`),
      }),
    )
    .transform((rows) => rows.filter((r) => r.length !== ''))
    .pipe(
      z
        .array(z.object({ length: z.string(), price: z.number().nullish(), stock: z.number() }))
        .min(1, 'Enter at least one length')
        .max(MAX_LENGTHS, `At most ${MAX_LENGTHS} lengths`)
        .refine((rows) => new Set(rows.map((r) => r.length)).size === rows.length, 'Each length only once'),
    ),
  imageURL: z
    .array(z.string().trim().regex(MEDIA_URL_PATTERN, 'Use an image stored in this shop (/media/…)'))
    .max(MAX_IMAGES, `At most ${MAX_IMAGES} images`)
    .default([]),
  maxPerOrder: z
    .number({ error: 'Limit per order is required' })
    .int('Limit per order must be a whole number')
    .min(1, 'Limit per order must be at least 1')
    .max(MAX_PER_ORDER, `Limit per order is at most ${MAX_PER_ORDER}`)
    .default(DEFAULT_PER_ORDER)
    .describe('The most of one length one order may hold (issue 21)'),
});
export type ProductInput = z.input<typeof productInputSchema>;

/**
 * A product as the admin edits it: the storefront's detail, whose `price` is the lowest length price, with the
 * product's own price beside it. A length sells at its own price when its `price` differs from `basePrice`, and
 * otherwise at `basePrice`, following it.
 */
export const adminProductDetailSchema = productDetailSchema.extend({
  basePrice: z
    .number()
    .int()
    .describe('The product’s price, in pence: what each length without a price of its own sells at'),
});
export type AdminProductDetail = z.infer<typeof adminProductDetailSchema>;

export const adminProductsQuerySchema = z.object({ q: searchText, ...pagingQuery(20, 100) });
export type AdminProductsQuery = z.output<typeof adminProductsQuerySchema>;

export const adminProductRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  price: z.number().int().describe('The lowest price of its lengths, in pence'),
  maxPrice: z.number().int().describe('The highest price of its lengths, in pence'),
  stock: z.number().int().describe('Units left, all lengths together'),
  category: z.string(),
  brand: z.string(),
  image: z.string().nullable(),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
});
export type AdminProductRow = z.infer<typeof adminProductRowSchema>;
export const adminProductListSchema = pageOf(adminProductRowSchema);
export type AdminProductList = z.infer<typeof adminProductListSchema>;

export const uploadResultSchema = z.object({
  images: z.array(z.object({ url: z.string(), width: z.number().int(), height: z.number().int() })),
});
export type UploadResult = z.infer<typeof uploadResultSchema>;
