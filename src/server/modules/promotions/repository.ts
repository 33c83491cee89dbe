import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import {
  bundleOffers,
  codeRedemptions,
  discountCodes,
  products,
  productVariants,
} from '#server/db/schema.ts';
import type {
  BundleOfferView,
  CodeInput,
  CodeKind,
  DiscountCodeView,
  OfferInput,
} from '#shared/contract/promotions.ts';
import { newestOffers } from './active-offers.ts';
import { promotionStatus } from './status.ts';

type CodeRow = typeof discountCodes.$inferSelect;
type OfferRow = typeof bundleOffers.$inferSelect;

/** A write that would give a second code the same text (the unique constraint said so). */
export const DUPLICATE = 'duplicate' as const;

const iso = (d: Date | null) => d?.toISOString() ?? null;
const date = (s: string | null) => (s ? new Date(s) : null);

const toCodeView = (r: CodeRow, counts: { held: number; redeemed: number }, now: Date): DiscountCodeView => ({
  id: r.id,
  code: r.code,
  kind: r.kind as CodeKind,
  value: r.value,
  minSubtotal: r.minSubtotal,
  startsAt: iso(r.startsAt),
  endsAt: iso(r.endsAt),
  maxRedemptions: r.maxRedemptions,
  perCustomer: r.perCustomer,
  target: { categories: r.categories, productIds: r.productIds, variantIds: r.variantIds },
  combines: r.combines,
  paused: r.paused,
  status: promotionStatus(r, now, counts),
  redeemed: counts.redeemed,
  held: counts.held,
  createdAt: r.createdAt.toISOString(),
});

const toOfferView = (r: OfferRow, now: Date): BundleOfferView => ({
  id: r.id,
  label: r.label,
  minQty: r.minQty,
  percent: r.percent,
  target: { categories: r.categories, productIds: r.productIds, variantIds: r.variantIds },
  startsAt: iso(r.startsAt),
  endsAt: iso(r.endsAt),
  paused: r.paused,
  status: promotionStatus(r, now),
  createdAt: r.createdAt.toISOString(),
});

// The contract has already upper-cased the code (codeText), so the unique constraint on the stored text is what
// makes codes unique case-insensitively.
const codeColumns = ({ target, startsAt, endsAt, ...rest }: CodeInput) => ({
  ...rest,
  startsAt: date(startsAt),
  endsAt: date(endsAt),
  categories: target.categories,
  productIds: target.productIds,
  variantIds: target.variantIds,
});

const offerColumns = ({ target, startsAt, endsAt, ...rest }: OfferInput) => ({
  ...rest,
  startsAt: date(startsAt),
  endsAt: date(endsAt),
  categories: target.categories,
  productIds: target.productIds,
  variantIds: target.variantIds,
});

/**
 * Whether the error is PostgreSQL's unique violation of this constraint. Drizzle wraps the driver's error (pg's or
 * PGlite's, both carrying SQLSTATE `code` and `constraint`) in its own, so the causes are walked.
 */
function isUniqueViolation(err: unknown, constraint: string): boolean {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; depth += 1) {
    const { code, constraint: name, cause } = e as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (code === '23505') return name === constraint;
    e = cause;
  }
  return false;
}

async function duplicateAsResult<T>(write: Promise<T>): Promise<T | typeof DUPLICATE> {
  try {
    return await write;
  } catch (err) {
    if (isUniqueViolation(err, 'discount_codes_code_unique')) return DUPLICATE;
    throw err;
  }
}

// Newest first; the id breaks ties between rows made in the same instant.
const newestCodes = [desc(discountCodes.createdAt), desc(discountCodes.id)];

/** The admin's discount codes and bundle offers (decision 020). */
export function promotionsRepository(db: Db) {
  /** Codes with their held and redeemed uses, counted in one grouped query joined to the codes. */
  async function codesWithCounts(id: string | undefined, now: Date): Promise<DiscountCodeView[]> {
    const uses = db
      .select({
        codeId: codeRedemptions.codeId,
        held: sql<number>`count(*) filter (where ${codeRedemptions.state} = 'held')`.as('held'),
        redeemed: sql<number>`count(*) filter (where ${codeRedemptions.state} = 'redeemed')`.as('redeemed'),
      })
      .from(codeRedemptions)
      .where(
        and(
          inArray(codeRedemptions.state, ['held', 'redeemed']),
          id ? eq(codeRedemptions.codeId, id) : undefined,
        ),
      )
      .groupBy(codeRedemptions.codeId)
      .as('uses');
    const rows = await db
      .select({
        code: discountCodes,
        held: sql<number>`coalesce(${uses.held}, 0)`.mapWith(Number),
        redeemed: sql<number>`coalesce(${uses.redeemed}, 0)`.mapWith(Number),
      })
      .from(discountCodes)
      .leftJoin(uses, eq(uses.codeId, discountCodes.id))
      .where(id ? eq(discountCodes.id, id) : undefined)
      .orderBy(...newestCodes);
    return rows.map((r) => toCodeView(r.code, { held: r.held, redeemed: r.redeemed }, now));
  }

  async function code(id: string, now = new Date()): Promise<DiscountCodeView | null> {
    const [view] = await codesWithCounts(id, now);
    return view ?? null;
  }

  return {
    code,

    async list(now = new Date()) {
      const [codes, offerRows] = await Promise.all([
        codesWithCounts(undefined, now),
        db
          .select()
          .from(bundleOffers)
          .orderBy(...newestOffers),
      ]);
      return { codes, offers: offerRows.map((r) => toOfferView(r, now)) };
    },

    /** How many of these product ids name no product (each counted once). */
    async unknownProducts(ids: string[]): Promise<number> {
      const wanted = [...new Set(ids)];
      if (wanted.length === 0) return 0;
      const found = await db.select({ id: products.id }).from(products).where(inArray(products.id, wanted));
      return wanted.length - found.length;
    },

    /** How many of these variant ids no variant has (a promotion's target names variants by id). */
    async unknownVariants(ids: string[]): Promise<number> {
      const wanted = [...new Set(ids)];
      if (wanted.length === 0) return 0;
      const found = await db
        .select({ id: productVariants.id })
        .from(productVariants)
        .where(inArray(productVariants.id, wanted));
      return wanted.length - found.length;
    },

    async createCode(input: CodeInput): Promise<DiscountCodeView | typeof DUPLICATE> {
      const inserted = await duplicateAsResult(
        db.insert(discountCodes).values(codeColumns(input)).returning(),
      );
      if (inserted === DUPLICATE) return DUPLICATE;
      const [row] = inserted;
      if (!row) throw new Error('createCode: no row returned');
      return toCodeView(row, { held: 0, redeemed: 0 }, new Date());
    },

    /** null: no such code. */
    async updateCode(id: string, input: CodeInput): Promise<DiscountCodeView | typeof DUPLICATE | null> {
      const updated = await duplicateAsResult(
        db
          .update(discountCodes)
          .set({ ...codeColumns(input), updatedAt: new Date() })
          .where(eq(discountCodes.id, id))
          .returning({ id: discountCodes.id }),
      );
      if (updated === DUPLICATE) return DUPLICATE;
      return updated.length > 0 ? code(id) : null;
    },

    /** Its redemptions go with it (cascade); orders keep their own copy of the code (decision 020). */
    async deleteCode(id: string): Promise<boolean> {
      const rows = await db
        .delete(discountCodes)
        .where(eq(discountCodes.id, id))
        .returning({ id: discountCodes.id });
      return rows.length > 0;
    },

    async offer(id: string, now = new Date()): Promise<BundleOfferView | null> {
      const [row] = await db.select().from(bundleOffers).where(eq(bundleOffers.id, id));
      return row ? toOfferView(row, now) : null;
    },

    async createOffer(input: OfferInput): Promise<BundleOfferView> {
      const [row] = await db.insert(bundleOffers).values(offerColumns(input)).returning();
      if (!row) throw new Error('createOffer: no row returned');
      return toOfferView(row, new Date());
    },

    async updateOffer(id: string, input: OfferInput): Promise<BundleOfferView | null> {
      const [row] = await db
        .update(bundleOffers)
        .set({ ...offerColumns(input), updatedAt: new Date() })
        .where(eq(bundleOffers.id, id))
        .returning();
      return row ? toOfferView(row, new Date()) : null;
    },

    async deleteOffer(id: string): Promise<boolean> {
      const rows = await db
        .delete(bundleOffers)
        .where(eq(bundleOffers.id, id))
        .returning({ id: bundleOffers.id });
      return rows.length > 0;
    },
  };
}
export type PromotionsRepository = ReturnType<typeof promotionsRepository>;
