import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { productOptions, productOptionValues, productVariants } from '#server/db/schema.ts';
import type { AdminVariant, Option } from '#shared/contract/admin-products.ts';

/** A product's options, each with its values in the owner's order: what its variants are chosen by. */
export async function readOptions(db: Db, productId: string): Promise<Option[]> {
  const options = await db
    .select({
      id: productOptions.id,
      name: productOptions.name,
      kind: productOptions.kind,
      property: productOptions.property,
    })
    .from(productOptions)
    .where(eq(productOptions.productId, productId))
    .orderBy(productOptions.position);
  const values = await db
    .select({
      id: productOptionValues.id,
      optionId: productOptionValues.optionId,
      name: productOptionValues.name,
      swatchColor: productOptionValues.swatchColor,
      swatchImage: productOptionValues.swatchImage,
      imageUrls: productOptionValues.imageUrls,
    })
    .from(productOptionValues)
    .where(eq(productOptionValues.productId, productId))
    .orderBy(productOptionValues.position, productOptionValues.name);
  return options.map((o) => ({
    ...o,
    values: values.filter((v) => v.optionId === o.id).map(({ optionId: _, ...v }) => v),
  }));
}

/**
 * A product's options and its variants as stored (not from the listings' copy), each variant naming its values:
 * what the admin's form edits.
 */
export async function readVariants(
  db: Db,
  productId: string,
): Promise<{ options: Option[]; variants: AdminVariant[] }> {
  const options = await readOptions(db, productId);
  const variants = await db
    .select()
    .from(productVariants)
    .where(eq(productVariants.productId, productId))
    .orderBy(productVariants.position);
  const names = new Map(options.flatMap((o) => o.values.map((v) => [v.id, v.name] as const)));
  return {
    options,
    variants: variants.map((v) => ({
      id: v.id,
      sku: v.sku,
      length: v.length,
      price: v.price,
      stock: v.stock,
      compareAtPrice: v.compareAtPrice,
      imageUrls: v.imageUrls,
      values: [v.value1Id, v.value2Id, v.value3Id, v.value4Id].flatMap((id) =>
        id ? [names.get(id) ?? ''] : [],
      ),
    })),
  };
}
