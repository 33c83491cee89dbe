import type { Db } from '#server/db/client.ts';
import { AppError, notFound } from '#server/errors.ts';
import { ERROR_CODES } from '#shared/contract/errors.ts';
import {
  type MyReview,
  REVIEW_NOT_BOUGHT,
  REVIEWS_PER_PAGE,
  type ReviewBody,
  type ReviewSaved,
  type ReviewsPage,
} from '#shared/contract/reviews.ts';
import { displayName } from '#shared/display-name.ts';
import { starsToHalves } from '#shared/rating.ts';
import type { SessionUser } from '../auth/session.ts';
import { lastBought } from '../orders/reads.ts';
import { reviewsRepository } from './repository.ts';

const NO_PRODUCT = 'No product Found';

type Deps = {
  db: Db;
  /** A rating changed: the catalogue's cached listings show the old one until dropped. */
  onRatingChanged?: () => void;
};

/**
 * Verified-purchase reviews (docs/product.md#reviews): one per customer per product, counted into the product's rating.
 */
export function reviewsService({ db, onRatingChanged }: Deps) {
  const repo = reviewsRepository(db);

  return {
    async list(productId: string, page: number): Promise<ReviewsPage> {
      const rating = await repo.productRating(productId);
      if (!rating) throw notFound(NO_PRODUCT);
      const perPage = REVIEWS_PER_PAGE;
      const items = rating.count > 0 ? await repo.page(productId, perPage, (page - 1) * perPage) : [];
      return { items, total: rating.count, average: rating.average, page, perPage };
    },

    async mine(userId: string, productId: string): Promise<MyReview> {
      const product = await repo.productSummary(productId);
      if (!product) throw notFound(NO_PRODUCT);
      const [bought, review] = await Promise.all([
        lastBought(db, userId, productId),
        repo.byUser(userId, productId),
      ]);
      return { product, purchased: bought !== null, review: review ?? null };
    },

    /** Saves the review and the product's new rating together; `created` is false when it replaced one. */
    async submit(user: SessionUser, body: ReviewBody): Promise<ReviewSaved & { created: boolean }> {
      if (!(await repo.productRating(body.productId))) throw notFound(NO_PRODUCT);
      const bought = await lastBought(db, user.id, body.productId);
      if (bought === null) throw new AppError(403, ERROR_CODES.forbidden, REVIEW_NOT_BOUGHT);
      const saved = await db.transaction(async (tx) => {
        const r = reviewsRepository(tx);
        // Deleted since the check above: its reviews went with it.
        if (!(await r.lockProduct(body.productId))) throw notFound(NO_PRODUCT);
        const review = await r.upsert({
          userId: user.id,
          productId: body.productId,
          ratingHalves: starsToHalves(body.rating),
          text: body.text,
          name: body.name ?? displayName(user),
          bought,
        });
        const rating = await r.recountRating(body.productId);
        return { review, rating, created: review.editedAt === null };
      });
      onRatingChanged?.();
      return saved;
    },
  };
}
export type ReviewsService = ReturnType<typeof reviewsService>;
