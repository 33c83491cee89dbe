import { z } from 'zod';
import { CATEGORIES } from '../catalog.ts';

// Promotions (issue 17, decision 020): the admin's discount codes and bundle offers, and the offers the
// storefront shows. Money in integer pence; times as ISO 8601 instants (the admin's form enters them in the
// shop's time zone and sends the instant).

export const CODE_KINDS = ['percent', 'fixed', 'free_shipping'] as const;
export type CodeKind = (typeof CODE_KINDS)[number];

/** Computed from the promotion and its redemptions at the moment asked, never stored. */
export const PROMOTION_STATUSES = ['active', 'scheduled', 'expired', 'used_up', 'paused'] as const;
export type PromotionStatus = (typeof PROMOTION_STATUSES)[number];
export const PROMOTION_STATUS_LABELS: Record<PromotionStatus, string> = {
  active: 'Active',
  scheduled: 'Scheduled',
  expired: 'Expired',
  used_up: 'Used up',
  paused: 'Paused',
};

/**
 * What a promotion applies to: these categories, these products or these variants (issue 31: "#613 in 22″ of this
 * bundle"); all three empty, everything.
 */
export const targetSchema = z.object({
  categories: z.array(z.enum(CATEGORIES)).max(CATEGORIES.length).default([]),
  productIds: z.array(z.string().min(1).max(64)).max(200).default([]),
  variantIds: z.array(z.string().min(1).max(64)).max(500).default([]),
});

const instant = z.iso.datetime({ offset: true, error: 'Use a date and time such as 2026-12-01T09:00:00Z' });
const window = {
  startsAt: instant.nullable().default(null),
  endsAt: instant.nullable().default(null),
};
const endsAfterStart = (w: { startsAt: string | null; endsAt: string | null }) =>
  !w.startsAt || !w.endsAt || Date.parse(w.endsAt) > Date.parse(w.startsAt);
const END_BEFORE_START = { message: 'The end must be after the start', path: ['endsAt'] };

/** Letters, digits and dashes; any case typed, kept upper-case. */
export const codeText = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9][A-Z0-9-]{1,31}$/, 'A code is 2 to 32 letters, digits or dashes');

/** POST and PUT /api/admin/promotions/codes(/:id). */
export const codeInputSchema = z
  .object({
    code: codeText,
    kind: z.enum(CODE_KINDS),
    /** Percent (1–100) for 'percent', pence for 'fixed', 0 for 'free_shipping'. */
    value: z.number().int().min(0).max(10_000_000),
    minSubtotal: z.number().int().min(0).max(10_000_000).default(0),
    ...window,
    maxRedemptions: z.number().int().min(1).max(1_000_000).nullable().default(null),
    perCustomer: z.number().int().min(1).max(1_000).nullable().default(null),
    target: targetSchema.default({ categories: [], productIds: [], variantIds: [] }),
    combines: z.boolean().default(true),
    paused: z.boolean().default(false),
  })
  .refine((c) => c.kind !== 'percent' || (c.value >= 1 && c.value <= 100), {
    message: 'A percentage is from 1 to 100',
    path: ['value'],
  })
  .refine((c) => c.kind !== 'fixed' || c.value >= 1, { message: 'Enter the amount off', path: ['value'] })
  .refine((c) => c.kind !== 'free_shipping' || c.value === 0, {
    message: 'Free shipping has no value',
    path: ['value'],
  })
  .refine(endsAfterStart, END_BEFORE_START);
export type CodeInput = z.infer<typeof codeInputSchema>;

export const discountCodeSchema = z.object({
  id: z.string(),
  code: z.string(),
  kind: z.enum(CODE_KINDS),
  value: z.number().int(),
  minSubtotal: z.number().int(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  maxRedemptions: z.number().int().nullable(),
  perCustomer: z.number().int().nullable(),
  target: z.object({
    categories: z.array(z.string()),
    productIds: z.array(z.string()),
    variantIds: z.array(z.string()),
  }),
  combines: z.boolean(),
  paused: z.boolean(),
  status: z.enum(PROMOTION_STATUSES),
  /** Paid orders that used it. */
  redeemed: z.number().int(),
  /** Unpaid checkouts holding it now. */
  held: z.number().int(),
  createdAt: z.string(),
});
export type DiscountCodeView = z.infer<typeof discountCodeSchema>;

/** POST and PUT /api/admin/promotions/offers(/:id). */
export const offerInputSchema = z
  .object({
    label: z.string().trim().min(1, 'Give the offer a label').max(80, 'The label is too long'),
    minQty: z.number().int().min(2, 'At least 2 items').max(100),
    percent: z.number().int().min(1, 'At least 1%').max(90, 'At most 90%'),
    target: targetSchema.default({ categories: [], productIds: [], variantIds: [] }),
    ...window,
    paused: z.boolean().default(false),
  })
  .refine(endsAfterStart, END_BEFORE_START);
export type OfferInput = z.infer<typeof offerInputSchema>;

export const bundleOfferSchema = z.object({
  id: z.string(),
  label: z.string(),
  minQty: z.number().int(),
  percent: z.number().int(),
  target: z.object({
    categories: z.array(z.string()),
    productIds: z.array(z.string()),
    variantIds: z.array(z.string()),
  }),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  paused: z.boolean(),
  status: z.enum(PROMOTION_STATUSES),
  createdAt: z.string(),
});
export type BundleOfferView = z.infer<typeof bundleOfferSchema>;

/** GET /api/admin/promotions: every code and offer, newest first (a small shop has tens, not thousands). */
export const promotionsSchema = z.object({
  codes: z.array(discountCodeSchema),
  offers: z.array(bundleOfferSchema),
});
export type Promotions = z.infer<typeof promotionsSchema>;

/** GET /api/offers: the bundle offers running now, for the listing and product pages. */
/** A bundle offer running now, as the checkout's pricing reads it: the admin's view of it, less its state. */
export const runningOfferSchema = bundleOfferSchema.pick({
  id: true,
  label: true,
  minQty: true,
  percent: true,
  target: true,
  endsAt: true,
});
export type RunningOffer = z.infer<typeof runningOfferSchema>;

export const activeOffersSchema = z.object({
  offers: z.array(
    runningOfferSchema.extend({
      variantCounts: z
        .record(z.string(), z.number().int())
        .describe(
          'How many of `target.variantIds` each product has, by product id: a listing card, which carries no variant ids, says whether the offer covers some or all of a product by it',
        ),
    }),
  ),
});
export type ActiveOffers = z.infer<typeof activeOffersSchema>;
