import { z } from 'zod';
import {
  type AdminProductDetail,
  checkVariants,
  DEFAULT_PER_ORDER,
  OPTION_KINDS,
  type OPTION_PROPERTIES,
  type optionInputSchema,
  productFieldsSchema,
  type variantInputSchema,
  withOptions,
} from '#shared/contract/admin-products.ts';
import { parsePounds } from '#shared/money.ts';
import { keysOf, newKey } from './components/matrix-rows.ts';

const POUNDS_MESSAGE = 'Enter the price in pounds, e.g. 49.99';

const api = productFieldsSchema.shape;
const apiOptions = api.options.unwrap();

/** A value as the form edits it: `key` is the form's own (see matrix-rows.ts); colour and picture '' for none. */
const valueRowSchema = z.object({
  key: z.string(),
  id: z.string().optional(),
  name: z.string(),
  swatchColor: z.string(),
  swatchImage: z.string(),
  imageUrls: z.array(z.string()),
});

/**
 * An option as the form edits it; "Other" (no property) is ''. A Buttons option shows no swatch and no photos, so
 * none are sent for it, whatever was chosen while it was Swatches.
 */
const optionRowSchema = z
  .object({
    key: z.string(),
    id: z.string().optional(),
    name: z.string(),
    kind: z.enum(OPTION_KINDS),
    property: z.string(),
    values: z.array(valueRowSchema),
  })
  // Typed as the API's input, which the pipe below checks (an unknown property is refused there).
  .transform(
    ({ key: _, property, values, ...o }): z.input<typeof optionInputSchema> => ({
      ...o,
      property: property === '' ? null : (property as OptionProperty),
      values: values.map(({ key: _k, ...v }) =>
        o.kind === 'swatch' ? v : { ...v, swatchColor: '', swatchImage: '', imageUrls: [] },
      ),
    }),
  );

/** Pounds as typed, in pence: '' is none (null); anything that is not money is refused at `path`. */
function poundsOrNull(text: string, path: string, ctx: z.RefinementCtx): number | null {
  const t = text.trim();
  if (t === '') return null;
  const pence = parsePounds(t);
  if (pence === null) ctx.addIssue({ code: 'custom', path: [path], message: POUNDS_MESSAGE });
  return pence;
}

/**
 * One variant as typed: its combination (pairs for the form, value names for the API), SKU, own price and
 * compare-at price in pounds (empty: none), stock. The amounts are read here; the API's schema then checks them.
 */
const variantRowSchema = z
  .object({
    keys: z.array(z.string()),
    id: z.string().optional(),
    values: z.array(z.string()),
    sku: z.string(),
    price: z.string(),
    compareAtPrice: z.string(),
    stock: z.string(),
    imageUrls: z.array(z.string()),
  })
  .transform((row, ctx): z.input<typeof variantInputSchema> => {
    const price = poundsOrNull(row.price, 'price', ctx);
    const compareAtPrice = poundsOrNull(row.compareAtPrice, 'compareAtPrice', ctx);
    const stock = row.stock.trim();
    if (stock === '') ctx.addIssue({ code: 'custom', path: ['stock'], message: 'Stock is required' });
    else if (!/^\d+$/.test(stock))
      ctx.addIssue({ code: 'custom', path: ['stock'], message: 'Stock must be a whole number' });
    const { keys: _, ...rest } = row;
    return { ...rest, price, compareAtPrice, stock: Number(stock) };
  });

/**
 * The product form's fields as typed (prices in pounds, options with their values, one row per variant, one input
 * per image address), each piped into the API's own field schema and then checked by the API's `withOptions` and
 * `checkVariants`, so the form and the server agree on every rule and message and each refusal has its field's path.
 */
export const productFormSchema = productFieldsSchema
  .extend({
    price: z
      .string()
      .trim()
      .min(1, { message: 'Price is required', abort: true })
      .refine((v) => parsePounds(v) !== null, { message: POUNDS_MESSAGE, abort: true })
      .transform((v) => parsePounds(v) ?? 0)
      .pipe(api.price),
    category: z.string().pipe(api.category),
    options: z.array(optionRowSchema).pipe(apiOptions),
    variants: z.array(variantRowSchema).pipe(api.variants),
    imageURL: z
      .array(z.object({ url: z.string() }))
      .transform((list) => list.map((i) => i.url.trim()).filter((u) => u !== ''))
      .pipe(api.imageURL.unwrap()),
    maxPerOrder: z
      .string()
      .trim()
      .min(1, { message: 'Limit per order is required', abort: true })
      .refine((v) => /^\d+$/.test(v), { message: 'Limit per order must be a whole number', abort: true })
      .transform(Number)
      .pipe(api.maxPerOrder.unwrap()),
  })
  .transform(withOptions)
  .superRefine(checkVariants)
  // `legacy` says the API read a body from before options; this form always sends options.
  .transform(({ legacy: _, ...product }) => product);
export type ProductFormValues = z.input<typeof productFormSchema>;
export type ProductFormOutput = z.output<typeof productFormSchema>;
export type OptionRowValues = ProductFormValues['options'][number];
export type ValueRowValues = OptionRowValues['values'][number];
export type VariantRowValues = ProductFormValues['variants'][number];
export type OptionProperty = (typeof OPTION_PROPERTIES)[number];

export const emptyValue = (): ValueRowValues => ({
  key: newKey(),
  name: '',
  swatchColor: '',
  swatchImage: '',
  imageUrls: [],
});

export const emptyOption = (name = ''): OptionRowValues => ({
  key: newKey(),
  name,
  kind: 'button',
  property: '',
  values: [emptyValue()],
});

/** A new variant's fields: SKU made by the server, the product's price, no stock yet typed. */
export const blankVariant = () => ({ sku: '', price: '', compareAtPrice: '', stock: '', imageUrls: [] });

/** A new product: one option, Length (a size), with one value to name, and the one variant that makes. */
export function emptyProduct(): ProductFormValues {
  const length = { ...emptyOption('Length'), property: 'size' };
  const value = length.values[0]?.key ?? '';
  return {
    name: '',
    price: '',
    category: '',
    brand: '',
    description: '',
    options: [length],
    variants: [{ ...blankVariant(), keys: [`${length.key}/${value}`], values: [''] }],
    imageURL: [],
    maxPerOrder: String(DEFAULT_PER_ORDER),
  };
}

const toPounds = (pence: number) => (pence / 100).toFixed(2);

/**
 * A stored product as the form shows it: the product's price; its options and values with their ids; each variant
 * with its own price only where it has one (empty for one selling at the product's price, so changing that price
 * moves it), its compare-at price, SKU and stock.
 */
export function toFormValues(p: AdminProductDetail): ProductFormValues {
  const options = p.options.map((o) => ({
    key: newKey(),
    id: o.id,
    name: o.name,
    kind: o.kind,
    property: o.property ?? '',
    values: o.values.map((v) => ({
      key: newKey(),
      id: v.id,
      name: v.name,
      swatchColor: v.swatchColor ?? '',
      swatchImage: v.swatchImage ?? '',
      imageUrls: v.imageUrls,
    })),
  }));
  return {
    name: p.name,
    price: toPounds(p.basePrice),
    category: p.category,
    brand: p.brand,
    description: p.description,
    options,
    variants: p.variants.map((v) => ({
      keys: keysOf(options, v.values),
      id: v.id,
      values: v.values,
      sku: v.sku,
      price: v.price === p.basePrice ? '' : toPounds(v.price),
      compareAtPrice: v.compareAtPrice === null ? '' : toPounds(v.compareAtPrice),
      stock: String(v.stock),
      imageUrls: v.imageUrls,
    })),
    imageURL: p.imageURL.map((url) => ({ url })),
    maxPerOrder: String(p.maxPerOrder),
  };
}
