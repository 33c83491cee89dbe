import { randomUUID } from 'node:crypto';
import { and, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { productOptions, productOptionValues, products, productVariants } from '#server/db/schema.ts';
import { conflict } from '#server/errors.ts';
import type { ProductInputOutput } from '#shared/contract/admin-products.ts';
import { combinationKey, variantLabel } from '#shared/variant-matrix.ts';

/** What the admin's form writes of a product's options and variants (the contract's output, prices in pence). */
export type VariantsWrite = Pick<ProductInputOutput, 'options' | 'variants' | 'legacy'> & {
  /** The product's price: what a variant without a price of its own sells at. */
  price: number;
};

const SLOTS = ['value1Id', 'value2Id', 'value3Id', 'value4Id'] as const;

/** The price a product is listed at ('from £x'), filtered and sorted on: its lowest variant price. */
export const listedPrice = (w: VariantsWrite) => Math.min(...w.variants.map((v) => v.price ?? w.price));

/** A SKU the owner typed that another product's variant has: the field it was typed in, and whose it is. */
export class SkuTaken extends Error {
  constructor(
    readonly index: number,
    readonly sku: string,
    readonly productName: string,
  ) {
    super(`SKU “${sku}” is already used by ${productName}`);
  }
}

/** An upsert's SET of each column to the row it proposed. */
const excluded = (columns: string[]) =>
  Object.fromEntries(columns.map((c) => [camel(c), sql.raw(`excluded."${c}"`)]));
const camel = (column: string) => column.replace(/_([a-z0-9])/g, (_, ch: string) => ch.toUpperCase());

/** Finds, for each wanted entry, the existing one it keeps: by id, else by `key`; each existing one once. */
function keep<W extends { id?: string | undefined }, E extends { id: string }>(
  wanted: W[],
  existing: E[],
  key: (x: W | E) => string,
): (E | undefined)[] {
  const byId = new Map(existing.map((e) => [e.id, e]));
  const byKey = new Map(existing.map((e) => [key(e), e]));
  const taken = new Set<string>();
  const pick = (e: E | undefined) => {
    if (!e || taken.has(e.id)) return undefined;
    taken.add(e.id);
    return e;
  };
  const first = wanted.map((w) => (w.id ? pick(byId.get(w.id)) : undefined));
  return wanted.map((w, i) => first[i] ?? pick(byKey.get(key(w))));
}

async function existingOf(tx: Db, productId: string) {
  const [options, values, variants] = [
    await tx
      .select({ id: productOptions.id, name: productOptions.name })
      .from(productOptions)
      .where(eq(productOptions.productId, productId))
      .orderBy(productOptions.position),
    await tx
      .select({
        id: productOptionValues.id,
        optionId: productOptionValues.optionId,
        name: productOptionValues.name,
      })
      .from(productOptionValues)
      .where(eq(productOptionValues.productId, productId)),
    await tx
      .select({
        id: productVariants.id,
        sku: productVariants.sku,
        value1Id: productVariants.value1Id,
        value2Id: productVariants.value2Id,
        value3Id: productVariants.value3Id,
        value4Id: productVariants.value4Id,
      })
      .from(productVariants)
      .where(eq(productVariants.productId, productId)),
  ];
  return { options, values, variants };
}

/** Refuses a SKU typed for this product that a variant of another product has, naming the field and the product. */
async function checkSkus(tx: Db, productId: string, w: VariantsWrite) {
  const typed = w.variants.flatMap((v, index) => (v.sku ? [{ index, sku: v.sku }] : []));
  if (typed.length === 0) return;
  const taken = await tx
    .select({ sku: sql<string>`lower(${productVariants.sku})`, name: products.name })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(
      and(
        ne(productVariants.productId, productId),
        inArray(
          sql`lower(${productVariants.sku})`,
          typed.map((t) => t.sku.toLowerCase()),
        ),
      ),
    );
  const first = typed.find((t) => taken.some((r) => r.sku === t.sku.toLowerCase()));
  if (first)
    throw new SkuTaken(
      first.index,
      first.sku,
      taken.find((r) => r.sku === first.sku.toLowerCase())?.name ?? '',
    );
}

/**
 * Makes the product's options, values and variants exactly as written (in `tx`, the product locked), keeping the
 * rows the write names by id — or, without one, an option by name, a value by name within its option, a variant by
 * its combination — so a renamed value stays the same value, and a kept variant its id, SKU and holds. Past orders
 * keep their own snapshot of what they bought.
 */
export async function writeVariants(tx: Db, productId: string, w: VariantsWrite): Promise<void> {
  await checkSkus(tx, productId, w);
  const old = await existingOf(tx, productId);
  // A page from before options names lengths: it may only edit a product still chosen by one option (any name).
  if (w.legacy && old.options.length > 1)
    throw conflict('This product now has several options: reload the page to edit it.');
  const lower = (x: { name: string }) => x.name.toLowerCase();
  const keptOptions =
    w.legacy && old.options.length === 1 ? old.options : keep(w.options, old.options, lower);
  const options = w.options.map((o, position) => {
    const before = keptOptions[position];
    // The legacy page calls its one option Length: the owner's own name for it stays.
    return {
      ...o,
      id: before?.id ?? randomUUID(),
      name: w.legacy && before ? before.name : o.name,
      position,
    };
  });
  const values = options.map((o) => {
    const ofOption = old.values.filter((v) => v.optionId === o.id);
    const kept = keep(o.values, ofOption, (v) => v.name);
    return o.values.map((v, position) => ({
      ...v,
      id: kept[position]?.id ?? randomUUID(),
      optionId: o.id,
      position,
    }));
  });
  const valueId = (k: number, name: string) => values[k]?.find((v) => v.name === name)?.id ?? null;
  const wanted = w.variants.map((v, position) => {
    const ids = v.values.map((name, k) => valueId(k, name));
    return { ...v, position, ids, key: combinationKey(ids.map(String)) };
  });
  const oldKey = (v: (typeof old.variants)[number]) =>
    combinationKey(SLOTS.map((s) => v[s]).filter((id): id is string => id !== null));
  const keptVariants = keep(wanted, old.variants, (v) => ('key' in v ? v.key : oldKey(v)));

  await tx.execute(sql`SET CONSTRAINTS product_options_product_position_unique, product_option_values_option_name_unique,
    product_variants_values_unique DEFERRED`);
  const gone = old.variants.filter((v) => !keptVariants.includes(v)).map((v) => v.id);
  if (gone.length > 0) await tx.delete(productVariants).where(inArray(productVariants.id, gone));
  // One statement each for the options, the values and the variants, whatever their number: every statement on
  // them runs the catalogue's triggers (the listings' copy, the search text, the version) once.
  await tx
    .insert(productOptions)
    .values(
      options.map((o) => ({
        id: o.id,
        productId,
        position: o.position,
        name: o.name,
        kind: o.kind,
        property: o.property,
      })),
    )
    .onConflictDoUpdate({
      target: productOptions.id,
      set: excluded(['position', 'name', 'kind', 'property']),
    });
  await tx
    .insert(productOptionValues)
    .values(
      values.flat().map((v) => ({
        id: v.id,
        optionId: v.optionId,
        productId,
        position: v.position,
        name: v.name,
        swatchColor: v.swatchColor,
        swatchImage: v.swatchImage,
        imageUrls: v.imageUrls,
      })),
    )
    .onConflictDoUpdate({
      target: productOptionValues.id,
      set: excluded(['position', 'name', 'swatch_color', 'swatch_image', 'image_urls']),
    });
  // Kept variants first take labels and SKUs no other row has (their ids), so two that trade labels or SKUs do not
  // meet on the unique (product, length) and SKU indexes, which cannot wait for the end of the transaction.
  const kept = keptVariants.flatMap((k) => (k ? [k.id] : []));
  if (kept.length > 0)
    await tx
      .update(productVariants)
      .set({ length: productVariants.id, sku: productVariants.id })
      .where(inArray(productVariants.id, kept));
  await tx
    .insert(productVariants)
    .values(
      wanted.map((v, i) => {
        const before = keptVariants[i];
        return {
          id: before?.id ?? randomUUID(),
          productId,
          position: v.position,
          length: variantLabel(v.values),
          // None typed: a kept variant keeps its own, a new one is given one by the default_sku trigger (0022).
          sku: v.sku ?? before?.sku ?? sql`NULL`,
          price: v.price ?? w.price,
          compareAtPrice: v.compareAtPrice,
          stock: v.stock,
          imageUrls: v.imageUrls,
          value1Id: v.ids[0] ?? null,
          value2Id: v.ids[1] ?? null,
          value3Id: v.ids[2] ?? null,
          value4Id: v.ids[3] ?? null,
        };
      }),
    )
    .onConflictDoUpdate({
      target: productVariants.id,
      set: excluded([
        'position',
        'length',
        'sku',
        'price',
        'compare_at_price',
        'stock',
        'image_urls',
        'value1_id',
        'value2_id',
        'value3_id',
        'value4_id',
      ]),
    });
  const keptValues = values.flat().map((v) => v.id);
  await tx
    .delete(productOptionValues)
    .where(and(eq(productOptionValues.productId, productId), notInArray(productOptionValues.id, keptValues)));
  await tx.delete(productOptions).where(
    and(
      eq(productOptions.productId, productId),
      notInArray(
        productOptions.id,
        options.map((o) => o.id),
      ),
    ),
  );
  await tx.execute(sql`SET CONSTRAINTS ALL IMMEDIATE`);
}
