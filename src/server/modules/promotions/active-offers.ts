import { and, desc, gt, isNull, lte, not, or } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { bundleOffers } from '#server/db/schema.ts';
import type { ActiveOffers } from '#shared/contract/promotions.ts';

// The promotions module's public read: the offers running now, for the storefront's badges and the checkout's
// pricing (decision 020). The admin's reads and writes stay in repository.ts.

/** Newest first; the id breaks ties between rows made in the same instant. */
export const newestOffers = [desc(bundleOffers.createdAt), desc(bundleOffers.id)];

/** Not paused and within its window at `now` (a missing start or end leaves that side open). */
const runningOffer = (now: Date) =>
  and(
    not(bundleOffers.paused),
    or(isNull(bundleOffers.startsAt), lte(bundleOffers.startsAt, now)),
    or(isNull(bundleOffers.endsAt), gt(bundleOffers.endsAt, now)),
  );

/** The bundle offers running now, for the storefront and the checkout's pricing. */
export async function activeOffers(db: Db, now: Date): Promise<ActiveOffers['offers']> {
  const rows = await db
    .select()
    .from(bundleOffers)
    .where(runningOffer(now))
    .orderBy(...newestOffers);
  return rows.map((r) => ({
    id: r.id,
    label: r.label,
    minQty: r.minQty,
    percent: r.percent,
    target: { categories: r.categories, productIds: r.productIds, variantIds: r.variantIds },
    endsAt: r.endsAt?.toISOString() ?? null,
  }));
}
