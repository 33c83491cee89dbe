import { z } from 'zod';
import { CATEGORIES, DEFAULT_PER_PAGE, MAX_PER_PAGE, SORTS } from '../catalog.ts';
import { authFeaturesSchema } from './auth.ts';
import { idParamsSchema } from './common.ts';
import { deliverySchema } from './delivery.ts';
import { positiveInt } from './paging.ts';

/** A product's reviews summed up: the average in stars (one decimal) and how many there are. */
export const ratingSchema = z.object({
  average: z.number().describe('0 when there are no reviews'),
  count: z.number().int(),
});
export type Rating = z.infer<typeof ratingSchema>;

/**
 * One variant of a product (docs/product.md#lengths): one combination of its options' values, with its own id, SKU
 * and price, and how many are left.
 */
export const variantSchema = z.object({
  id: z.string(),
  sku: z.string().describe('Stock-keeping unit, unique across the shop'),
  length: z
    .string()
    .describe('Its label: its values joined by " · " (a product chosen by length alone: the length)'),
  price: z.number().int().describe('Integer pence'),
  stock: z.number().int().describe('Units left to sell; 0 is sold out'),
  values: z.array(z.string()).describe('Its value of each option, by name, in the options’ order'),
  compareAtPrice: z.number().int().nullable().describe('“Was” price, in pence, above `price`'),
  imageUrls: z.array(z.string()).describe('Its own photos; empty: its swatch value’s, then the product’s'),
});
export type Variant = z.infer<typeof variantSchema>;

/** How the product page offers an option's values: buttons, or colour and picture swatches (shades). */
export const OPTION_KINDS = ['button', 'swatch'] as const;
/** The schema.org property an option's values are, for search engines; none: an additionalProperty. */
export const OPTION_PROPERTIES = ['size', 'color', 'pattern', 'material'] as const;

/** An option a product is chosen by (Texture, Shade, Length…), with its values in the owner's order. */
export const optionSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(OPTION_KINDS),
  property: z.enum(OPTION_PROPERTIES).nullable(),
  values: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      swatchColor: z.string().nullable().describe('#rrggbb'),
      swatchImage: z.string().nullable(),
      imageUrls: z.array(z.string()).describe('Photos of this value (a shade), shared by its variants'),
    }),
  ),
});
export type Option = z.infer<typeof optionSchema>;

/**
 * What a listing says of a product's variants without carrying them (a product may have 2,048): how many, how many
 * are in stock, and their lowest and highest price (null without variants).
 */
export const variantSummarySchema = z.object({
  count: z.number().int(),
  inStock: z.number().int().describe('How many variants have units left'),
  minPrice: z.number().int().nullable(),
  maxPrice: z.number().int().nullable(),
});
export type VariantSummary = z.infer<typeof variantSummarySchema>;

/** The summary of these variants, as the database keeps it (migration 0029, `product_variant_summary`). */
export function summarizeVariants(variants: readonly Pick<Variant, 'price' | 'stock'>[]): VariantSummary {
  const prices = variants.map((v) => v.price);
  return {
    count: variants.length,
    inStock: variants.filter((v) => v.stock > 0).length,
    minPrice: prices.length ? Math.min(...prices) : null,
    maxPrice: prices.length ? Math.max(...prices) : null,
  };
}

/** A product as listings show it: its variants summed up (`productWithVariantsSchema` carries them). */
export const productSchema = z.object({
  id: z.string(),
  name: z.string(),
  price: z.number().int().describe('Integer pence: the lowest price of its variants'),
  category: z.enum(CATEGORIES),
  brand: z.string(),
  description: z.string(),
  imageURL: z.array(z.string()),
  variantSummary: variantSummarySchema,
  maxPerOrder: z
    .number()
    .int()
    .describe('The most of one length one order may hold, set by the shop (the server refuses more)'),
  createdAt: z.string().describe('ISO 8601'),
  rating: ratingSchema,
});
export type Product = z.infer<typeof productSchema>;

/** A product with every variant: what the cart, the promotion picker and the product page read. */
export const productWithVariantsSchema = productSchema.extend({
  lengths: z.array(z.string()).describe('The labels of `variants`, in order'),
  variants: z.array(variantSchema),
});
export type ProductWithVariants = z.infer<typeof productWithVariantsSchema>;

export const productDetailSchema = productWithVariantsSchema.extend({
  editedAt: z.string().nullable(),
  options: z.array(optionSchema).describe('What its variants are chosen by, in order'),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

const optionalText = z
  .string()
  .trim()
  .max(100)
  .transform((v) => (v === '' ? undefined : v))
  .optional();

// Bounds that keep a query inside the database's integer range and its skip cheap (the listing index walks it in
// memory): £1,000,000 is more than any product costs. 100,000 pages is 900,000 products at 9 a page (10,000 pages
// fell short of the 100,000-product benchmark's 11,112, issue 30); a larger catalogue's pager stops at it.
export const MAX_PRICE_PENCE = 100_000_000;
export const MAX_PAGE = 100_000;

/** The listing's number of pages: at least 1, at most MAX_PAGE (the pager never links a page the API refuses). */
export const listingPageCount = (total: number, perPage: number) =>
  Math.min(MAX_PAGE, Math.max(1, Math.ceil(total / perPage)));

/** The most `opt` filters one listing takes. */
export const MAX_OPTION_FILTERS = 24;

/** `" shade : #613 "` → `"shade:#613"`: option and value trimmed and lower-cased, as the listing matches them. */
export const normalOptionFilter = (filter: string) => {
  const at = filter.indexOf(':');
  return `${filter.slice(0, at).trim().toLowerCase()}:${filter
    .slice(at + 1)
    .trim()
    .toLowerCase()}`;
};

/** Query of GET /api/products. Every parameter is optional; filters combine (docs/product.md#catalogue). */
export const listingQuerySchema = z.object({
  q: optionalText,
  category: z
    .union([z.enum(CATEGORIES), z.literal('All'), z.literal('')])
    .transform((v) => (v === 'All' || v === '' ? undefined : v))
    .optional(),
  brand: optionalText.transform((v) => (v?.toLowerCase() === 'all' ? undefined : v)),
  maxPrice: z
    .string()
    .regex(/^\d+$/, 'maxPrice must be a whole number of pence')
    .transform(Number)
    .pipe(z.number().max(MAX_PRICE_PENCE, `maxPrice must be at most ${MAX_PRICE_PENCE} pence`))
    .optional(),
  opt: z
    .union([z.string(), z.array(z.string())])
    .transform((v) => (Array.isArray(v) ? v : [v]))
    .pipe(
      z
        .array(
          z
            .string()
            .trim()
            .max(81, 'opt: at most 81 characters')
            .regex(/^[^:]+:.+$/, 'opt must name an option and a value, like Shade:1B'),
        )
        .max(MAX_OPTION_FILTERS, `opt: at most ${MAX_OPTION_FILTERS} values`),
    )
    // One order and one spelling per filter set: the answer cache and the rendered page are keyed by it.
    .transform((list) => {
      const sorted = [...new Set(list.map(normalOptionFilter))].sort();
      return sorted.length ? sorted : undefined;
    })
    .optional()
    .describe(
      'Repeatable `Option:Value` (case-insensitive): a product matches when one of its variants has a chosen value of every option named (values of one option: any of them)',
    ),
  inStock: z
    .enum(['1', 'true'])
    .transform(() => true as const)
    .optional()
    .describe('1: only variants in stock count (hide sold out)'),
  sort: z.enum(SORTS).default('latest'),
  page: positiveInt('page')
    .pipe(z.number().max(MAX_PAGE, `page must be at most ${MAX_PAGE}`))
    .default(1),
  perPage: positiveInt('perPage')
    .pipe(z.number().max(MAX_PER_PAGE, `perPage must be at most ${MAX_PER_PAGE}`))
    .default(DEFAULT_PER_PAGE),
});
export type ListingQuery = z.output<typeof listingQuerySchema>;
export type ListingQueryInput = z.input<typeof listingQuerySchema>;

const facetSchema = z.array(z.object({ value: z.string(), count: z.number().int() }));

/**
 * One option as a listing filter: every product's option of that name (whatever its case) together, with each value
 * and how many products have a variant of it under the other filters.
 */
export const optionFacetSchema = z.object({
  name: z.string(),
  kind: z.enum(OPTION_KINDS).describe('swatch: show the values as swatches'),
  values: z.array(
    z.object({
      value: z.string(),
      count: z.number().int(),
      swatchColor: z.string().nullable(),
      swatchImage: z.string().nullable(),
    }),
  ),
});
export type OptionFacet = z.infer<typeof optionFacetSchema>;

/** A listed product; with option filters or inStock, the variant that made it match. */
export const listingItemSchema = productSchema.extend({
  chosen: z
    .object({
      sku: z.string(),
      label: z.string().describe('Its values joined by " · "'),
      price: z.number().int(),
      stock: z.number().int(),
      imageUrls: z.array(z.string()).describe('Its photos: its own, else its shade’s, else the product’s'),
    })
    .optional()
    .describe('The cheapest variant with every chosen value (and under maxPrice, and in stock when asked)'),
});
export type ListingItem = z.infer<typeof listingItemSchema>;

export const listingSchema = z.object({
  items: z.array(listingItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  perPage: z.number().int(),
  priceRange: z.object({ min: z.number().int(), max: z.number().int() }),
  facets: z.object({
    categories: facetSchema,
    brands: facetSchema,
    options: z.array(optionFacetSchema).describe('In the order most products give them'),
  }),
});
export type Listing = z.infer<typeof listingSchema>;

export const productParamsSchema = idParamsSchema;

/** Public shop settings the storefront shows (docs/product.md#settings). */
export const shopInfoSchema = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  socialHandle: z.string(),
  socialUrl: z.string(),
});
export type ShopInfo = z.infer<typeof shopInfoSchema>;

/** GET /api/shop: the shop's settings, its time zone and the sign-in methods the server offers. */
export const shopSettingsSchema = shopInfoSchema.extend({
  features: authFeaturesSchema,
  timeZone: z
    .string()
    .describe("The shop's IANA time zone (Settings): promotions start and end by its clock"),
  /** Where the shop delivers and what it costs (Settings): shown before checkout, priced again by the server. */
  delivery: deliverySchema,
});
export type ShopSettings = z.infer<typeof shopSettingsSchema>;

/** A comma-separated list of at most 100 distinct ids of at most 64 characters each. */
const idList = (what: string, noun: string) =>
  z
    .string()
    .transform((v) => [
      ...new Set(
        v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(
      z
        .array(z.string().max(64))
        .min(1, `${what} must name at least one ${noun}`)
        .max(100, `${what}: at most 100`),
    );

/**
 * GET /api/products/lookup?ids=a,b[&variants=x,y]: the cart refreshes its lines' names and prices with this, naming
 * its lines' variants so a product of 2,048 variants answers with the one in the cart; the promotion picker names
 * none and gets every variant.
 */
export const lookupQuerySchema = z.object({
  ids: idList('ids', 'product'),
  variants: idList('variants', 'variant')
    .optional()
    .describe("Only these variants of the products (by id); without it, every product's every variant"),
});
export const lookupSchema = z.object({ items: z.array(productWithVariantsSchema) });
export type Lookup = z.infer<typeof lookupSchema>;
