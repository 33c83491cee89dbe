import type { BundleOfferView, DiscountCodeView } from '#shared/contract/promotions.ts';

/** A discount code as GET /api/admin/promotions returns it, for unit tests. */
export const codeView = (over: Partial<DiscountCodeView> = {}): DiscountCodeView => ({
  id: 'code_1',
  code: 'SUMMER10',
  kind: 'percent',
  value: 10,
  minSubtotal: 0,
  startsAt: null,
  endsAt: null,
  maxRedemptions: null,
  perCustomer: null,
  target: { categories: [], productIds: [], variantIds: [] },
  combines: true,
  paused: false,
  status: 'active',
  redeemed: 0,
  held: 0,
  createdAt: '2026-11-01T10:00:00.000Z',
  ...over,
});

/** A bundle offer as GET /api/admin/promotions returns it, for unit tests. */
export const offerView = (over: Partial<BundleOfferView> = {}): BundleOfferView => ({
  id: 'offer_1',
  label: '3+ bundles: 10% off',
  minQty: 3,
  percent: 10,
  target: { categories: ['Human hair'], productIds: [], variantIds: [] },
  startsAt: null,
  endsAt: null,
  paused: false,
  status: 'active',
  createdAt: '2026-11-01T10:00:00.000Z',
  ...over,
});
