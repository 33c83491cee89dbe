import { and, desc, gt, inArray, isNull, lte, not, or } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { bundleOffers, productVariants } from '#server/db/schema.ts';
import type { ActiveOffers, RunningOffer } from '#shared/contract/promotions.ts';

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
export async function activeOffers(db: Db, now: Date): Promise<RunningOffer[]> {
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

/**
 * The offers with how many of their named variants each product has (`variantCounts`), for the storefront: its
 * listing cards carry a summary of their variants, not their ids, and compare the count with theirs.
 */
export async function offersWithVariantCounts(
  db: Db,
  offers: RunningOffer[],
): Promise<ActiveOffers['offers']> {
  const named = [...new Set(offers.flatMap((o) => o.target.variantIds))];
  const owners = new Map<string, string>();
  if (named.length > 0) {
    const rows = await db
      .select({ id: productVariants.id, productId: productVariants.productId })
      .from(productVariants)
      .where(inArray(productVariants.id, named));
    for (const r of rows) owners.set(r.id, r.productId);
  }
  return offers.map((o) => {
    const variantCounts: Record<string, number> = {};
    for (const id of o.target.variantIds) {
      const owner = owners.get(id);
      if (owner !== undefined) variantCounts[owner] = (variantCounts[owner] ?? 0) + 1;
    }
    return { ...o, variantCounts };
  });
}
