// The storefront's private pages (docs/product.md#screens): a shopper's cart, checkout, orders, reviews and password
// reset, and the admin area. They hold nothing a search engine should show, so robots.txt keeps crawlers out and their
// answers say noindex; one list serves both so they cannot drift apart.
export const PRIVATE_SECTIONS = [
  '/address-book',
  '/admin',
  '/cart',
  '/checkout',
  '/checkout-details',
  '/checkout-success',
  '/my-orders',
  '/order-details',
  '/review-product',
  '/reset',
  '/reset-password',
] as const;

/** Crawlers have no business in the JSON API; the pages they index carry their data in the HTML. */
const API_PREFIX = '/api/';

/**
 * Whether a request path is a private page or below one (`/admin/orders`, `/order-details/abc`). Whole segments
 * only: `/cartography` is not `/cart`. Lower-cased first because the storefront's router matches paths
 * case-insensitively, so `/ADMIN/home` opens the same page.
 */
export function isPrivatePath(path: string): boolean {
  const p = path.toLowerCase();
  return PRIVATE_SECTIONS.some((section) => p === section || p.startsWith(`${section}/`));
}

/**
 * The Disallow rules of robots.txt. A rule there is a plain prefix, so `/checkout` already covers
 * `/checkout-details` and `/checkout-success`, and `/reset` covers `/reset-password`; those are left out.
 */
export function robotsDisallows(): string[] {
  const covered = (s: string) => PRIVATE_SECTIONS.some((other) => other !== s && s.startsWith(other));
  return [...PRIVATE_SECTIONS.filter((s) => !covered(s)), API_PREFIX];
}
