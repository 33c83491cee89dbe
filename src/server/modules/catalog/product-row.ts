import { products } from '#server/db/schema.ts';
import type { Category } from '#shared/catalog.ts';
import type {
  Option,
  Product,
  ProductDetail,
  ProductWithVariants,
  Variant,
} from '#shared/contract/catalog.ts';
import { averageStars } from '#shared/rating.ts';

// The catalog module's public shape of a product: the columns a product is read with and their one mapping to the
// API, used by the storefront's queries here and by the admin's product form.

export const listColumns = {
  id: products.id,
  name: products.name,
  price: products.price,
  category: products.category,
  brand: products.brand,
  description: products.description,
  imageUrls: products.imageUrls,
  createdAt: products.createdAt,
  ratingCount: products.ratingCount,
  ratingHalves: products.ratingHalves,
  variantSummary: products.variantSummary,
  maxPerOrder: products.maxPerOrder,
};
export type Row = { [K in keyof typeof listColumns]: (typeof products.$inferSelect)[K] };

/** A product row in its API shape: the one mapping of a product, for the storefront and the admin alike. */
export function toProduct(row: Row): Product {
  return {
    id: row.id,
    name: row.name,
    price: row.price,
    category: row.category as Category,
    brand: row.brand,
    description: row.description,
    imageURL: row.imageUrls,
    variantSummary: row.variantSummary,
    maxPerOrder: row.maxPerOrder,
    createdAt: row.createdAt.toISOString(),
    rating: { average: averageStars(row.ratingCount, row.ratingHalves), count: row.ratingCount },
  };
}

/** A product row with every variant (read from their table, `product_variants_json`), in its API shape. */
export function toProductWithVariants(row: Row, variants: Variant[]): ProductWithVariants {
  return { ...toProduct(row), lengths: variants.map((v) => v.length), variants };
}

/** A product row with its last edit, its options and variants, as the product page (and the admin's form) shows it. */
export function toProductDetail(
  row: Row & { editedAt: Date | null },
  options: Option[],
  variants: Variant[],
): ProductDetail {
  return { ...toProductWithVariants(row, variants), editedAt: row.editedAt?.toISOString() ?? null, options };
}
