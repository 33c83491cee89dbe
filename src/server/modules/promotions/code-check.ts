import { and, eq, ne, or, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { codeRedemptions, discountCodes } from '#server/db/schema.ts';
import { type Limit, requireWithinLimits } from '#server/rate-limit.ts';
import { formatPence } from '#shared/money.ts';
import type { CodeKind, CodeNotApplied, DiscountCode } from './discounts.ts';
import { promotionStatus } from './status.ts';

// Whether a code the shopper typed may be used, and the words for when it may not (issue 17, decision 020).

export type CodeRefusal = {
  reason: 'unknown' | 'not_yet' | 'expired' | 'used_up' | 'used_by_you' | CodeNotApplied['reason'];
  message: string;
};

/** An unknown code and a paused one answer alike: trying codes tells nobody which exist. */
export const UNKNOWN_CODE = "We don't know this code. Please check it and try again.";

/** The checkout's words when the pricing did not apply a usable code to this cart. */
export function notAppliedRefusal(why: CodeNotApplied): CodeRefusal {
  switch (why.reason) {
    case 'minimum':
      return { reason: 'minimum', message: `Spend ${formatPence(why.short)} more to use this code` };
    case 'not_for_these_items':
      return {
        reason: 'not_for_these_items',
        message: 'This code does not apply to the items in your cart.',
      };
    case 'offer_is_better':
      return {
        reason: 'offer_is_better',
        message: 'Your bundle offer saves you more than this code, and the two cannot be combined.',
      };
  }
}

/**
 * How many codes one shopper and one address may try (decision 020): plenty for a person correcting a typo,
 * far too few to find a code by guessing. Counted in the database, so the limits hold across instances.
 */
export const CODE_TRY_LIMITS = {
  user: { max: 30, windowS: 900 },
  ip: { max: 90, windowS: 900 },
} satisfies Record<string, Limit>;

export const CODE_TRIES_LIMITED =
  'Too many discount codes tried in a short time. Please wait a while and try again.';

/** Counts a try of a code by this shopper and address; 429 past either limit. */
export function requireCodeTryAllowed(db: Db, userId: string, ip: string) {
  return requireWithinLimits(
    db,
    [
      { key: `codeTry:user:${userId}`, limit: CODE_TRY_LIMITS.user },
      { key: `codeTry:ip:${ip}`, limit: CODE_TRY_LIMITS.ip },
    ],
    CODE_TRIES_LIMITED,
  );
}

/**
 * The code `text` (any case) as the pricing takes it, if the customer may use it now: it exists and is not
 * paused, its window is open, and its uses (held by others' unpaid checkouts and redeemed, all customers and
 * this one) are under its limits. With `lock`, inside the checkout's transaction, the code's row is locked first, so
 * checkouts using the same code are checked one after the other and its limits hold under concurrency.
 */
export async function usableCode(
  db: Db,
  text: string,
  userId: string,
  // Stryker disable next-line BooleanLiteral: a lock taken where none is asked for changes nothing but waiting;
  // the concurrency tests judge the checkout's lock (lock: true).
  { now = new Date(), lock = false }: { now?: Date; lock?: boolean } = {},
): Promise<{ code: DiscountCode } | { refused: CodeRefusal }> {
  const query = db.select().from(discountCodes).where(eq(discountCodes.code, text.trim().toUpperCase()));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) return { refused: { reason: 'unknown', message: UNKNOWN_CODE } };
  // A use held by this customer's own unpaid checkout does not count: their next checkout replaces that one
  // (one unpaid order per customer), giving it back. Both counts in one statement: one round trip fewer for every
  // checkout and quote with a code.
  const [uses] = await db
    .select({
      all: sql<number>`count(*)`.mapWith(Number),
      mine: sql<number>`count(*) FILTER (WHERE ${codeRedemptions.userId} = ${userId})`.mapWith(Number),
    })
    .from(codeRedemptions)
    .where(
      and(
        eq(codeRedemptions.codeId, row.id),
        or(
          eq(codeRedemptions.state, 'redeemed'),
          and(eq(codeRedemptions.state, 'held'), ne(codeRedemptions.userId, userId)),
        ),
      ),
    );
  // Stryker disable next-line OptionalChaining: equivalent, count(*) always answers one row.
  const used = uses?.all ?? 0;
  switch (promotionStatus(row, now, { held: used, redeemed: 0 })) {
    case 'paused':
      return { refused: { reason: 'unknown', message: UNKNOWN_CODE } };
    case 'scheduled':
      return { refused: { reason: 'not_yet', message: 'This code is not valid yet.' } };
    case 'expired':
      return { refused: { reason: 'expired', message: 'This code has expired.' } };
    case 'used_up':
      return { refused: { reason: 'used_up', message: 'This code has been used up.' } };
  }
  // Stryker disable next-line OptionalChaining: equivalent, count(*) always answers one row.
  if (row.perCustomer != null && (uses?.mine ?? 0) >= row.perCustomer) {
    return {
      refused: {
        reason: 'used_by_you',
        message:
          row.perCustomer === 1
            ? 'You have already used this code.'
            : `You have already used this code ${row.perCustomer} times, as often as it allows.`,
      },
    };
  }
  return {
    code: {
      id: row.id,
      code: row.code,
      kind: row.kind as CodeKind,
      value: row.value,
      minSubtotal: row.minSubtotal,
      target: { categories: row.categories, productIds: row.productIds, variantIds: row.variantIds },
      combines: row.combines,
    },
  };
}
