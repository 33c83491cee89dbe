import type { BundleOfferView, DiscountCodeView } from '#shared/contract/promotions.ts';
import { formatPence } from '#shared/money.ts';
import { countOf } from './components/list-status.tsx';
import { formatShopDateTime } from './shop-time.ts';

// How the Promotions page words a code or an offer, in the shop's own time zone.

/** '10% off', '£5.00 off', 'Free shipping'. */
export function codeGives(c: Pick<DiscountCodeView, 'kind' | 'value'>): string {
  if (c.kind === 'percent') return `${c.value}% off`;
  if (c.kind === 'fixed') return `${formatPence(c.value)} off`;
  return 'Free shipping';
}

/** '3+ items: 10% off'. */
export const offerGives = (o: Pick<BundleOfferView, 'minQty' | 'percent'>) =>
  `${o.minQty}+ items: ${o.percent}% off`;

/** 'Whole cart', 'Human hair, Frontal', '2 products', 'Human hair and 1 product'. */
export function appliesTo(target: { categories: string[]; productIds: string[] }): string {
  const { categories, productIds } = target;
  if (categories.length === 0 && productIds.length === 0) return 'Whole cart';
  const products = productIds.length > 0 ? countOf(productIds.length, 'product', 'products') : '';
  if (categories.length === 0) return products;
  return products ? `${categories.join(', ')} and ${products}` : categories.join(', ');
}

/** 'Always', 'From 1 Dec 2026, 09:00', 'Until …', '1 Dec 2026, 09:00 – 31 Dec 2026, 23:59'. */
export function windowWords(p: { startsAt: string | null; endsAt: string | null }, timeZone: string): string {
  const at = (iso: string) => formatShopDateTime(iso, timeZone);
  if (p.startsAt && p.endsAt) return `${at(p.startsAt)} – ${at(p.endsAt)}`;
  if (p.startsAt) return `From ${at(p.startsAt)}`;
  if (p.endsAt) return `Until ${at(p.endsAt)}`;
  return 'Always';
}

/** 'Over £50.00 · 100 uses · 1 per customer · Not with offers', or 'No limits'. */
export function codeLimits(c: DiscountCodeView): string {
  const parts = [
    c.minSubtotal > 0 ? `Over ${formatPence(c.minSubtotal)}` : '',
    c.maxRedemptions !== null ? countOf(c.maxRedemptions, 'use', 'uses') : '',
    c.perCustomer !== null ? `${c.perCustomer} per customer` : '',
    c.combines ? '' : 'Not with offers',
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : 'No limits';
}

/** 'Redeemed 3 (held 1)'. */
export const redeemedWords = (c: Pick<DiscountCodeView, 'redeemed' | 'held'>) =>
  `Redeemed ${c.redeemed} (held ${c.held})`;
