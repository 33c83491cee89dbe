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

/** The product and label of a variant a promotion names (GET /api/admin/variants). */
type Named = { productId: string; productName: string; length: string };

/**
 * 'Whole cart', 'Human hair, Frontal', '2 products', 'Human hair and 1 product', and variants by their product once
 * `named` (issue 31): 'Vietnamese Bone Straight Bundle: #613 · 22″', '3 variants of Vietnamese Bone Straight Bundle',
 * '5 variants of 3 products'; '3 variants' until they are named (or if they could not be).
 */
export function appliesTo(
  target: { categories: string[]; productIds: string[]; variantIds: string[] },
  named?: ReadonlyMap<string, Named>,
): string {
  const { categories, productIds, variantIds } = target;
  const parts = [
    categories.join(', '),
    productIds.length > 0 ? countOf(productIds.length, 'product', 'products') : '',
    ...variantWords(variantIds, named),
  ].filter(Boolean);
  if (parts.length === 0) return 'Whole cart';
  return parts.length === 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/** Beyond this many products, their variants are counted rather than named product by product. */
const NAMED_PRODUCTS = 2;

function variantWords(ids: string[], named: ReadonlyMap<string, Named> | undefined): string[] {
  if (ids.length === 0) return [];
  if (!named) return [countOf(ids.length, 'variant', 'variants')];
  const byProduct = new Map<string, Named[]>();
  let gone = 0;
  for (const id of ids) {
    const v = named.get(id);
    if (v) byProduct.set(v.productId, [...(byProduct.get(v.productId) ?? []), v]);
    else gone += 1;
  }
  const groups = [...byProduct.values()];
  const known = ids.length - gone;
  const words =
    groups.length > NAMED_PRODUCTS
      ? [`${known} variants of ${groups.length} products`]
      : groups.map((g) =>
          g.length === 1
            ? `${g[0]?.productName}: ${g[0]?.length}`
            : `${g.length} variants of ${g[0]?.productName}`,
        );
  // A variant deleted since it was chosen matches no line (docs/product.md#promotions); the admin is told.
  return gone > 0 ? [...words, countOf(gone, 'deleted variant', 'deleted variants')] : words;
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
