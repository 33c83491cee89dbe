// What a shopper does while looking around: listings (filters, sorts, pages), searches, product pages,
// storefront HTML pages, and a cart it fills and refreshes.
import { between, pick, type Rng } from '#server/db/seed/random.ts';
import { CATEGORIES, SORTS } from '#shared/catalog.ts';
import type { Product, ProductDetail, ProductWithVariants } from '#shared/contract/catalog.ts';
import { type Catalogue, popularProduct } from './catalogue.ts';
import type { Session } from './shopper.ts';

export function listingQuery(rng: Rng, c: Catalogue, filtered: boolean, search: boolean): string {
  const q = new URLSearchParams();
  if (search) {
    q.set('q', pick(rng, c.words));
    if (rng() < 0.33) q.set('category', pick(rng, CATEGORIES));
  } else if (filtered) {
    const f = rng();
    if (f < 0.35) q.set('category', pick(rng, CATEGORIES));
    else if (f < 0.6) q.set('brand', pick(rng, c.brands));
    else if (f < 0.8) {
      q.set('category', pick(rng, CATEGORIES));
      q.set('brand', pick(rng, c.brands));
    } else {
      q.set('category', pick(rng, CATEGORIES));
      q.set('maxPrice', String(between(rng, 20, 300) * 100));
    }
  }
  q.set('sort', pick(rng, SORTS));
  const page = rng() < 0.6 ? 1 : between(rng, 2, search || filtered ? 3 : 8);
  if (page > 1) q.set('page', String(page));
  return q.toString();
}

/** Reads a listing; remembers its products (their stock as shown). */
async function browseListing(s: Session, c: Catalogue) {
  const r = s.rng();
  const search = r < 0.25;
  const filtered = !search && r < 0.55;
  const kind = search ? 'search' : filtered ? 'listing (filtered)' : 'listing';
  const res = await s.v.call(kind, 'GET', `/api/products?${listingQuery(s.rng, c, filtered, search)}`);
  for (const p of (res.json?.items as Product[] | undefined) ?? []) s.seen.set(p.id, p);
}

/** The product page (or quick view): its detail carries the variants a shopper picks from to add to the cart. */
async function viewProduct(s: Session, c: Catalogue): Promise<ProductDetail | null> {
  // Half the time a product from the listing just seen, otherwise by popularity (a link, a search engine).
  const seen = [...s.seen.keys()];
  const id = seen.length > 0 && s.rng() < 0.5 ? pick(s.rng, seen) : popularProduct(s.rng, c);
  const res = await s.v.call('product', 'GET', `/api/products/${encodeURIComponent(id)}`);
  if (s.rng() < 0.5)
    await s.v.call('product reviews', 'GET', `/api/products/${encodeURIComponent(id)}/reviews`);
  const p = res.status === 200 ? (res.json as unknown as ProductDetail) : null;
  if (p) s.seen.set(p.id, p);
  return p;
}

async function viewPage(s: Session, c: Catalogue) {
  const r = s.rng();
  if (r < 0.25) await s.v.call('page: home', 'GET', '/', { html: true });
  else if (r < 0.55)
    await s.v.call('page: listing', 'GET', `/all?${listingQuery(s.rng, c, s.rng() < 0.4, false)}`, {
      html: true,
    });
  else
    await s.v.call(
      'page: product',
      'GET',
      `/product-details/${encodeURIComponent(popularProduct(s.rng, c))}`,
      { html: true },
    );
}

/** Adds a length with stock (as its product page showed it) of the product to the cart. */
function addToCart(s: Session, p: ProductWithVariants) {
  const inStock = p.variants.filter((v) => v.stock > 0);
  if (inStock.length === 0) return;
  const v = pick(s.rng, inStock);
  const limit = Math.min(p.maxPerOrder, v.stock);
  const existing = s.cart.find((l) => l.productId === p.id && l.size === v.length);
  const qty = s.rng() < 0.8 ? 1 : 2;
  if (existing) existing.qty = Math.min(limit, existing.qty + qty);
  else s.cart.push({ productId: p.id, size: v.length, qty: Math.min(limit, qty) });
}

/** The cart page: the browser refreshes its lines' names, prices and stock. */
export async function refreshCart(s: Session) {
  if (s.cart.length === 0) return;
  const ids = [...new Set(s.cart.map((l) => l.productId))].join(',');
  const res = await s.v.call('cart refresh', 'GET', `/api/products/lookup?ids=${encodeURIComponent(ids)}`);
  const fresh = new Map(((res.json?.items as ProductWithVariants[] | undefined) ?? []).map((p) => [p.id, p]));
  // The cart drops what is sold out and trims what is short, as the storefront's does.
  s.cart = s.cart.flatMap((l) => {
    const left = fresh.get(l.productId)?.variants.find((v) => v.length === l.size)?.stock ?? 0;
    return left > 0 ? [{ ...l, qty: Math.min(l.qty, left) }] : [];
  });
}

export async function browseStep(s: Session, c: Catalogue, wantsToBuy: boolean) {
  const r = s.rng();
  if (r < 0.45) await browseListing(s, c);
  else if (r < 0.88) {
    const p = await viewProduct(s, c);
    if (p && (wantsToBuy ? s.rng() < 0.55 : s.rng() < 0.1)) {
      addToCart(s, p);
      if (s.rng() < 0.5) await refreshCart(s);
    }
  } else await viewPage(s, c);
}
