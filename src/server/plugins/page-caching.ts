// How the server-rendered pages may be kept by browsers and by caches in front of the shop (decision 023).

/**
 * A rendered page is the same for every visitor (it is drawn with no cookies; the signed-in state arrives after
 * hydration), so a CDN or proxy may share it: for 30 s fresh, and 30 s more served stale while it asks again.
 * Browsers keep it but ask again before each use (max-age=0), answered 304 while it has not changed. The page's
 * data older than the storefront's 30 s staleTime is fetched again when it hydrates, and live stock events reach
 * it from then on, so a shared copy never decides a price or a stock level (checkout does, on the server).
 */
export const SHARED_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=30, stale-while-revalidate=30';

/** A page drawn from a failed load (503) is never kept anywhere: the next visitor must get a fresh try. */
export const FAILED_PAGE_CACHE_CONTROL = 'no-store';

export const pageCacheControl = (status: number) =>
  status >= 500 ? FAILED_PAGE_CACHE_CONTROL : SHARED_PAGE_CACHE_CONTROL;

/**
 * Whether an If-None-Match header names `etag` (or is `*`). Compared weakly, as RFC 9110 §13.1.2 has it for
 * If-None-Match: a client that kept the page as W/"…" still gets its 304.
 */
export function ifNoneMatchHits(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return header.split(',').some((tag) => opaque(tag) === wanted);
}
