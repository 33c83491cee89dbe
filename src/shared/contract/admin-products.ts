import { z } from 'zod';
import { CATEGORIES } from '../catalog.ts';
import { combinationKey, SKU_PATTERN } from '../variant-matrix.ts';
import { OPTION_KINDS, OPTION_PROPERTIES, productDetailSchema, variantSchema } from './catalog.ts';
import { pageOf, pagingQuery, searchText } from './paging.ts';

export const MAX_PRICE_PENCE = 10_000_000;
/** Lengths in the body of a client from before options (one without `options`): its rows are the Length option's. */
export const MAX_LENGTHS = 20;
export const MAX_STOCK = 100_000;
export const MAX_IMAGES = 10;
/** A product's options (Texture, Shade, Length, Density…): the database keeps no more (decision 026). */
export const MAX_OPTIONS = 4;
export const MAX_VALUES_PER_OPTION = 100;
/**
 * Variants of one product, as the database allows (migration 0024): listings carry a summary of them, not each one
 * (0029), so a product this big costs a listing no more than one of two.
 */
export const MAX_VARIANTS = 2_048;
/** A product's limit per order: what the owner may set, and the default of a new product. */
export const MAX_PER_ORDER = 99;
export const DEFAULT_PER_ORDER = 10;

const required = (name: string, max: number) =>
  z.string().trim().min(1, `${name} is required`).max(max, `${name} is too long (at most ${max} characters)`);

/** Our own stored images only: the shop serves every picture itself (docs/product.md#own-hosting, decision 010). */
export const MEDIA_URL_PATTERN = /^\/media\/[A-Za-z0-9._-]{1,200}$/;
const mediaUrl = z.string().trim().regex(MEDIA_URL_PATTERN, 'Use an image stored in this shop (/media/…)');
const images = z.array(mediaUrl).max(MAX_IMAGES, `At most ${MAX_IMAGES} images`);

const pence = z
  .number({ error: 'Price is required' })
  .int('Price must be a whole number of pence')
  .min(1, 'Price must be more than £0.00')
  .max(MAX_PRICE_PENCE, 'Price is too high');

const stock = z
  .number({ error: 'Stock is required' })
  .int('Stock must be a whole number')
  .min(0, 'Stock cannot be negative')
  .max(MAX_STOCK, `Stock is at most ${MAX_STOCK}`);

/** Text that may be left empty: empty (or absent) is null, anything else must pass `schema`. */
const emptyIsNull = <T>(schema: z.ZodType<T, string>) =>
  z
    .string()
    .trim()
    .transform((v) => (v === '' ? null : v))
    .pipe(schema.nullable())
    .nullish()
    .transform((v) => v ?? null);

/** An option's or a value's name: shown on the page and in the variant's label, which joins them with " · ". */
const choiceName = (what: string) =>
  required(what, 40).refine((v) => !v.includes('·'), `${what} cannot contain “·”`);
/** An option's name also cannot hold ":", which ends it in the listing's `opt=Shade:1B` filter. */
const optionName = choiceName('Option name').refine(
  (v) => !v.includes(':'),
  'Option name cannot contain “:”',
);

/** Marks the second entry whose name equals an earlier one's, whatever its case, at its `name`. */
const eachNameOnce = (message: string) => (rows: { name: string }[], ctx: z.RefinementCtx) => {
  const seen = new Set<string>();
  rows.forEach((row, i) => {
    const key = row.name.toLowerCase();
    if (seen.has(key)) ctx.addIssue({ code: 'custom', path: [i, 'name'], message });
    seen.add(key);
  });
};

export const optionValueInputSchema = z.object({
  id: z
    .string()
    .max(64)
    .optional()
    .describe('A value kept from before (renaming keeps it); absent: a new value'),
  name: choiceName('Value'),
  swatchColor: emptyIsNull(
    z
      .string()
      .toLowerCase()
      .regex(/^#[0-9a-f]{6}$/, 'Choose a colour written like #1b1b1b'),
  ).describe('Swatch colour, #rrggbb'),
  swatchImage: emptyIsNull(mediaUrl).describe('Swatch picture, for a shade that is not one colour (ombré)'),
  imageUrls: images.default([]).describe('Photos of this value (a shade), shared by its variants'),
});

export const optionInputSchema = z.object({
  id: z.string().max(64).optional().describe('An option kept from before; absent: a new option'),
  name: optionName,
  kind: z.enum(OPTION_KINDS).default('button'),
  property: z
    .enum(OPTION_PROPERTIES)
    .nullish()
    .transform((v) => v ?? null),
  values: z
    .array(optionValueInputSchema)
    .min(1, 'Give the option at least one value')
    .max(MAX_VALUES_PER_OPTION, `At most ${MAX_VALUES_PER_OPTION} values to an option`)
    .superRefine(eachNameOnce('Each value only once')),
});
export type OptionInput = z.output<typeof optionInputSchema>;

export const variantInputSchema = z.object({
  id: z
    .string()
    .max(64)
    .optional()
    .describe('A variant kept from before; absent: by its values, else a new one'),
  values: z
    .array(z.string().trim())
    .max(MAX_OPTIONS)
    .optional()
    .describe('The name of its value of each option, in the options’ order'),
  length: z
    .string()
    .trim()
    .max(40, 'A length is too long (at most 40 characters)')
    .optional()
    .describe('A client from before options: the length (the body then has no `options`)'),
  sku: emptyIsNull(
    z
      .string()
      .regex(
        SKU_PATTERN,
        'A SKU is up to 64 letters, digits, “.”, “_” or “-”, starting with a letter or digit',
      ),
  ).describe('Unique across the shop; empty: made from the product and the values'),
  price: pence.nullish().describe('Empty: the product’s price'),
  compareAtPrice: pence
    .nullish()
    .transform((v) => v ?? null)
    .describe('“Was” price, above the price'),
  stock,
  imageUrls: images.default([]).describe('Its own photos; empty: its shade’s, then the product’s'),
});

/** The product's fields as sent, before `withOptions` and `checkVariants`: the form extends it with its own. */
export const productFieldsSchema = z.object({
  name: required('Name', 200),
  price: pence,
  category: z.enum(CATEGORIES, { error: 'Choose a category' }),
  brand: required('Brand', 100),
  description: required('Description', 5000),
  options: z
    .array(optionInputSchema)
    .min(1, 'Give the product at least one option, e.g. Length')
    .max(MAX_OPTIONS, `At most ${MAX_OPTIONS} options`)
    .superRefine(eachNameOnce('Each option only once'))
    .optional(),
  variants: z.array(variantInputSchema),
  imageURL: images.default([]),
  maxPerOrder: z
    .number({ error: 'Limit per order is required' })
    .int('Limit per order must be a whole number')
    .min(1, 'Limit per order must be at least 1')
    .max(MAX_PER_ORDER, `Limit per order is at most ${MAX_PER_ORDER}`)
    .default(DEFAULT_PER_ORDER)
    .describe('The most of one variant one order may hold (issue 21)'),
});
type ProductFields = z.output<typeof productFieldsSchema>;

/**
 * A body without `options` (a page or client from before options) names lengths: they become the Length option's
 * values, as they were stored; rows without a length are left out. `legacy` tells the write to refuse it for a
 * product that has since been given other options.
 */
export function withOptions(p: ProductFields, ctx: z.RefinementCtx) {
  const { options, variants, ...rest } = p;
  if (options)
    return {
      ...rest,
      options,
      variants: variants.map(({ length: _, ...v }) => ({ ...v, values: v.values ?? [] })),
      legacy: false,
    };
  const rows = variants.filter((v) => (v.length ?? '') !== '');
  const lengths = rows.map((v) => v.length as string);
  const refuse = (message: string) => ctx.addIssue({ code: 'custom', path: ['variants'], message });
  if (rows.length === 0) refuse('Enter at least one length');
  else if (rows.length > MAX_LENGTHS) refuse(`At most ${MAX_LENGTHS} lengths`);
  else if (new Set(lengths).size !== lengths.length) refuse('Each length only once');
  else if (lengths.some((l) => l.includes('·'))) refuse('A length cannot contain “·”');
  return {
    ...rest,
    ...lengthsAsOptions(rows.map((v) => ({ ...v, length: v.length as string }))),
    legacy: true,
  };
}

/** Lengths as a product chosen by one option, Length, whose values they are: how products before options read. */
export function lengthsAsOptions<V extends { length: string }>(rows: V[]) {
  return {
    options: [
      {
        name: 'Length',
        kind: 'button' as const,
        property: 'size' as const,
        values: rows.map((r) => ({ name: r.length, swatchColor: null, swatchImage: null, imageUrls: [] })),
      },
    ],
    variants: rows.map(({ length, ...v }) => ({ ...v, values: [length] })),
  };
}

/**
 * The variants against the options: each names a value of every option (by name, in order), no combination or SKU
 * twice, a compare-at price above the price it sells at. Each refusal is marked at its field.
 */
export function checkVariants(p: ReturnType<typeof withOptions>, ctx: z.RefinementCtx) {
  const at = (path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path, message });
  if (p.variants.length === 0) at(['variants'], 'Give the product at least one variant');
  if (p.variants.length > MAX_VARIANTS) at(['variants'], `At most ${MAX_VARIANTS} variants to a product`);
  const names = p.options.map((o) => new Set(o.values.map((v) => v.name)));
  const combinations = new Set<string>();
  const skus = new Set<string>();
  p.variants.forEach((v, i) => {
    const values = v.values;
    const missing = p.options.findIndex((_, k) => !names[k]?.has(values[k] ?? ''));
    if (values.length !== p.options.length || missing >= 0) {
      const option = p.options[missing];
      at(
        ['variants', i, 'values'],
        option && values[missing]
          ? `“${values[missing]}” is not a value of ${option.name}`
          : 'Choose a value of each option',
      );
    } else {
      const key = combinationKey(values);
      if (combinations.has(key)) at(['variants', i, 'values'], 'This combination is already a variant');
      combinations.add(key);
    }
    if (v.sku) {
      if (skus.has(v.sku.toLowerCase())) at(['variants', i, 'sku'], 'Each SKU only once');
      skus.add(v.sku.toLowerCase());
    }
    if (v.compareAtPrice !== null && v.compareAtPrice <= (v.price ?? p.price))
      at(['variants', i, 'compareAtPrice'], 'The compare-at price must be above the price');
  });
}

/**
 * POST /api/admin/products and PUT /api/admin/products/:id (issue 31, decision 026). Prices in pence (the form
 * converts pounds). The product has up to 4 options, each with its values in order; each variant is one
 * combination the shop sells — a value of every option, named by value name — with its stock and an optional price
 * of its own (default: `price`); the product is listed at the lowest of its variants' prices
 * (docs/product.md#lengths). A variant's price equal to `price` is no price of its own: it follows `price` when
 * that changes. Ids keep options, values and variants across edits (a renamed value stays the same value).
 */
export const productInputSchema = productFieldsSchema.transform(withOptions).superRefine(checkVariants);
export type ProductInput = z.input<typeof productInputSchema>;
export type ProductInputOutput = z.output<typeof productInputSchema>;

/** A variant as the admin edits it: as the storefront has it (the admin's detail reads it from the table). */
export const adminVariantSchema = variantSchema;
export type AdminVariant = z.infer<typeof adminVariantSchema>;

/**
 * A product as the admin edits it: the storefront's detail, whose `price` is the lowest variant price, with the
 * product's own price beside it, and its options and variants as stored. A variant sells at its own price when
 * its `price` differs from `basePrice`, and otherwise at `basePrice`, following it.
 */
export const adminProductDetailSchema = productDetailSchema.extend({
  basePrice: z
    .number()
    .int()
    .describe('The product’s price, in pence: what each variant without a price of its own sells at'),
  variants: z.array(adminVariantSchema),
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

export { SKU_PATTERN } from '../variant-matrix.ts';
export { OPTION_KINDS, OPTION_PROPERTIES, type Option } from './catalog.ts';
