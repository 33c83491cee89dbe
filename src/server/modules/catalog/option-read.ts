import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { productOptions, productOptionValues } from '#server/db/schema.ts';
import type { Option } from '#shared/contract/catalog.ts';

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
