import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { products, reviews } from '#server/db/schema.ts';
import type { ReviewItem } from '#shared/contract/reviews.ts';
import { averageStars, halvesToStars } from '#shared/rating.ts';
import { ANONYMOUS, avatarUrl } from './avatar.ts';

const itemColumns = {
  id: reviews.id,
  name: reviews.name,
  ratingHalves: reviews.ratingHalves,
  text: reviews.text,
  createdAt: reviews.createdAt,
  editedAt: reviews.editedAt,
  bought: reviews.bought,
};
type ItemRow = Pick<typeof reviews.$inferSelect, keyof typeof itemColumns>;

function toItem(row: ItemRow): ReviewItem {
  const name = row.name.trim() || ANONYMOUS;
  return {
    id: row.id,
    name,
    avatarUrl: avatarUrl(name),
    rating: halvesToStars(row.ratingHalves),
    text: row.text,
    createdAt: row.createdAt.toISOString(),
    editedAt: row.editedAt?.toISOString() ?? null,
    bought: row.bought,
  };
}

const toRating = (row: { ratingCount: number; ratingHalves: number }) => ({
  average: averageStars(row.ratingCount, row.ratingHalves),
  count: row.ratingCount,
});

export function reviewsRepository(db: Db) {
  const productColumns = { ratingCount: products.ratingCount, ratingHalves: products.ratingHalves };

  return {
    /** What the review page shows of the product, or undefined when there is no such product. */
    async productSummary(productId: string) {
      const [row] = await db
        .select({ id: products.id, name: products.name, images: products.imageUrls })
        .from(products)
        .where(eq(products.id, productId));
      return row && { id: row.id, name: row.name, image: row.images[0] ?? null };
    },

    /** The product's rating, or undefined when there is no such product. */
    async productRating(productId: string) {
      const [row] = await db.select(productColumns).from(products).where(eq(products.id, productId));
      return row && toRating(row);
    },

    /**
     * Locks the product's row until the transaction ends, so review writes to one product take turns and each
     * recount sees every review committed before it. False when there is no such product.
     */
    async lockProduct(productId: string): Promise<boolean> {
      const rows = await db
        .select({ id: products.id })
        .from(products)
        .where(eq(products.id, productId))
        .for('update');
      return rows.length > 0;
    },

    async page(productId: string, limit: number, offset: number): Promise<ReviewItem[]> {
      const rows = await db
        .select(itemColumns)
        .from(reviews)
        .where(eq(reviews.productId, productId))
        .orderBy(desc(reviews.createdAt), desc(reviews.id))
        .limit(limit)
        .offset(offset);
      return rows.map(toItem);
    },

    async byUser(userId: string, productId: string) {
      const [row] = await db
        .select({ ratingHalves: reviews.ratingHalves, text: reviews.text, name: reviews.name })
        .from(reviews)
        .where(and(eq(reviews.userId, userId), eq(reviews.productId, productId)));
      return row && { rating: halvesToStars(row.ratingHalves), text: row.text, name: row.name };
    },

    /** Writes the user's review of the product, or rewrites the one they wrote before. */
    async upsert(review: {
      userId: string;
      productId: string;
      ratingHalves: number;
      text: string;
      name: string;
      bought: string;
    }) {
      const { ratingHalves, text, name, bought } = review;
      const [row] = await db
        .insert(reviews)
        .values(review)
        .onConflictDoUpdate({
          target: [reviews.userId, reviews.productId],
          set: { ratingHalves, text, name, bought, editedAt: sql`now()` },
        })
        .returning(itemColumns);
      if (!row) throw new Error('review upsert returned no row');
      return toItem(row);
    },

    /** Counts and sums the product's reviews again; call with the product locked (lockProduct). */
    async recountRating(productId: string) {
      const [row] = await db
        .update(products)
        .set({
          ratingCount: sql`(SELECT count(*) FROM ${reviews} WHERE ${reviews.productId} = ${productId})`,
          ratingHalves: sql`(SELECT coalesce(sum(${reviews.ratingHalves}), 0) FROM ${reviews}
            WHERE ${reviews.productId} = ${productId})`,
        })
        .where(eq(products.id, productId))
        .returning(productColumns);
      if (!row) throw new Error('recount found no product');
      return toRating(row);
    },
  };
}
export type ReviewsRepository = ReturnType<typeof reviewsRepository>;
