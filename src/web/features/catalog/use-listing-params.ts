import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { Category, Sort } from '#shared/catalog.ts';
import { type ListingQuery, listingQuerySchema } from '#shared/contract/catalog.ts';

// The listing's filters live in the URL of /all (docs/product.md#catalogue): a link can be shared, and Reload and Back
// keep them.

export type ListingView = 'grid' | 'list';
export type ListingParams = ListingQuery & { view: ListingView };

export type ListingPatch = {
  q?: string;
  category?: Category;
  brand?: string;
  maxPrice?: number;
  sort?: Sort;
  page?: number;
  view?: ListingView;
};

const QUERY_KEYS = Object.keys(listingQuerySchema.shape) as (keyof typeof listingQuerySchema.shape)[];
/** Changing any of these shows a different set of products, so the page goes back to 1. */
const RESETS_PAGE = new Set(['q', 'category', 'brand', 'maxPrice', 'sort']);
/** Defaults are left out of the URL so the plain /all stays plain. */
const DEFAULTS: Record<string, string> = { sort: 'latest', page: '1', view: 'grid' };

/** The search of the last listing seen, so "Back to products" can return to the same filters. */
let lastListingSearch = '';
export const getLastListingSearch = () => lastListingSearch;

export function parseListingParams(search: URLSearchParams): ListingParams {
  const raw: Record<string, string> = {};
  for (const key of QUERY_KEYS) {
    const value = search.get(key);
    if (value !== null) raw[key] = value;
  }
  let parsed = listingQuerySchema.safeParse(raw);
  if (!parsed.success) {
    // A hand-edited or stale link: drop only the parameters that failed, so one bad value keeps the rest.
    for (const issue of parsed.error.issues) delete raw[String(issue.path[0])];
    parsed = listingQuerySchema.safeParse(raw);
  }
  const query = parsed.success ? parsed.data : listingQuerySchema.parse({});
  return { ...query, view: search.get('view') === 'list' ? 'list' : 'grid' };
}

/**
 * The address of page `page` of the listing at `search`: the same query with only the page changed (page 1 is left
 * out, as the storefront writes it). The listing's pager is made of these links (issue 30): a crawler following
 * them reaches every page, with the visitor's filters, search and sort kept.
 */
export function listingPageHref(search: URLSearchParams, page: number): string {
  const next = new URLSearchParams(search);
  if (page <= 1) next.delete('page');
  else next.set('page', String(page));
  return next.size ? `/all?${next}` : '/all';
}

export function useListingParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => parseListingParams(searchParams), [searchParams]);
  useEffect(() => {
    lastListingSearch = searchParams.size ? `?${searchParams}` : '';
  }, [searchParams]);

  const update = useCallback(
    (patch: ListingPatch, options?: { replace?: boolean }) => {
      setSearchParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [key, value] of Object.entries(patch)) {
            const text = value === undefined ? '' : String(value);
            if (text === '' || DEFAULTS[key] === text) next.delete(key);
            else next.set(key, text);
          }
          if (Object.keys(patch).some((k) => RESETS_PAGE.has(k))) next.delete('page');
          return next;
        },
        // Filtering is not navigating: the page keeps its scroll position.
        { preventScrollReset: true, replace: options?.replace },
      );
    },
    [setSearchParams],
  );

  /** Clears the filters and search; sort and layout are preferences, not filters, so they stay. */
  const clearFilters = useCallback(
    () => update({ q: undefined, category: undefined, brand: undefined, maxPrice: undefined }),
    [update],
  );

  const pageHref = useCallback((page: number) => listingPageHref(searchParams, page), [searchParams]);

  const hasFilters = !!(params.q || params.category || params.brand || params.maxPrice !== undefined);
  return { params, update, clearFilters, hasFilters, pageHref };
}
