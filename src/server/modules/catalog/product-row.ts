import { products } from '#server/db/schema.ts';
import type { Category } from '#shared/catalog.ts';
import type { Option, Product, ProductDetail } from '#shared/contract/catalog.ts';
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
  variants: products.variants,
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
    lengths: row.variants.map((v) => v.length),
    variants: row.variants,
    maxPerOrder: row.maxPerOrder,
    createdAt: row.createdAt.toISOString(),
    rating: { average: averageStars(row.ratingCount, row.ratingHalves), count: row.ratingCount },
  };
}

/** A product row with its last edit and its options, as the product page (and the admin's product form) shows it. */
export function toProductDetail(row: Row & { editedAt: Date | null }, options: Option[]): ProductDetail {
  return { ...toProduct(row), editedAt: row.editedAt?.toISOString() ?? null, options };
}
