import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { productOptions, productOptionValues, productVariants } from '#server/db/schema.ts';
import type { AdminVariant, Option } from '#shared/contract/admin-products.ts';

/**
 * A product's options, with their values in order, and its variants naming their values by name, as stored (not
 * from the listings' copy): what the admin's form edits.
 */
export async function readVariants(
  db: Db,
  productId: string,
): Promise<{ options: Option[]; variants: AdminVariant[] }> {
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
  const variants = await db
    .select()
    .from(productVariants)
    .where(eq(productVariants.productId, productId))
    .orderBy(productVariants.position);
  const names = new Map(values.map((v) => [v.id, v.name]));
  return {
    options: options.map((o) => ({
      ...o,
      values: values.filter((v) => v.optionId === o.id).map(({ optionId: _, ...v }) => v),
    })),
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
