import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { Category, Sort } from '#shared/catalog.ts';
import {
  type ListingQuery,
  listingQuerySchema,
  MAX_OPTION_FILTERS,
  normalOptionFilter,
} from '#shared/contract/catalog.ts';

// The listing's filters live in the URL of /all (docs/product.md#catalogue): a link can be shared, and Reload and Back
// keep them.

export type ListingView = 'grid' | 'list';
export type ListingParams = ListingQuery & { view: ListingView };

export type ListingPatch = {
  q?: string;
  category?: Category;
  brand?: string;
  maxPrice?: number;
  /** The whole list of `Option:value` filters (see toggleOptionFilter); empty or undefined: none. */
  opt?: readonly string[];
  /** Hide sold out: only variants in stock count. */
  inStock?: boolean;
  sort?: Sort;
  page?: number;
  view?: ListingView;
};

const QUERY_KEYS = Object.keys(listingQuerySchema.shape) as (keyof typeof listingQuerySchema.shape)[];
/** Changing any of these shows a different set of products, so the page goes back to 1. */
const RESETS_PAGE = new Set(['q', 'category', 'brand', 'maxPrice', 'opt', 'inStock', 'sort']);
const URL_ORDER: string[] = [...QUERY_KEYS, 'view'];
/** Defaults are left out of the URL so the plain /all stays plain. */
const DEFAULTS: Record<string, string> = { sort: 'latest', page: '1', view: 'grid' };

/** The search of the last listing seen, so "Back to products" can return to the same filters. */
let lastListingSearch = '';
export const getLastListingSearch = () => lastListingSearch;

/**
 * The filters' `Option:value` list as the listing writes it in the address and the API reads it: each trimmed and
 * lower-cased, once, sorted (as listingQuerySchema does), so one set of filters is one URL whatever order the
 * shopper ticked them in, and one entry in the server's page and answer caches.
 */
export function canonicalOptionFilters(list: readonly string[]): string[] {
  return [...new Set(list.map(normalOptionFilter))].sort();
}

/** The `opt` entry for one value of one option: `Shade`, `#613` → `shade:#613`. */
export const optionFilter = (name: string, value: string) => normalOptionFilter(`${name}:${value}`);

/** Whether `value` of option `name` is among the chosen filters (whatever its case). */
export const hasOptionFilter = (opt: readonly string[] | undefined, name: string, value: string) =>
  !!opt?.includes(optionFilter(name, value));

/** The filters with `value` of option `name` ticked if it was not, else unticked: a patch's `opt`. */
export function toggleOptionFilter(
  opt: readonly string[] | undefined,
  name: string,
  value: string,
): string[] {
  const entry = optionFilter(name, value);
  const list = opt ?? [];
  return canonicalOptionFilters(list.includes(entry) ? list.filter((f) => f !== entry) : [...list, entry]);
}

export function parseListingParams(search: URLSearchParams): ListingParams {
  const raw: Record<string, string | string[]> = {};
  for (const key of QUERY_KEYS) {
    // `opt` is the one parameter given several times (opt=Shade:1B&opt=Length:22″).
    const value = key === 'opt' ? search.getAll(key) : search.get(key);
    if (value !== null && value.length > 0) raw[key] = value;
  }
  let parsed = listingQuerySchema.safeParse(raw);
  if (!parsed.success) {
    // A hand-edited or stale link: drop only the parameters that failed, so one bad value keeps the rest; of the
    // option filters, only the bad ones, and past the most the API takes, the rest.
    const badOpts = new Set<unknown>();
    for (const issue of parsed.error.issues) {
      const [key, at] = issue.path;
      if (key === 'opt' && Array.isArray(raw.opt)) badOpts.add(at);
      else delete raw[String(key)];
    }
    if (Array.isArray(raw.opt) && badOpts.size) {
      raw.opt = raw.opt.filter((_, i) => !badOpts.has(i)).slice(0, MAX_OPTION_FILTERS);
    }
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

/**
 * The listing's address after `patch`: an empty or default value leaves its parameter out, the option filters are
 * written in their canonical order, and a change to what is shown goes back to page 1.
 */
export function applyListingPatch(prev: URLSearchParams, patch: ListingPatch): URLSearchParams {
  const next = new URLSearchParams(prev);
  for (const [key, value] of Object.entries(patch)) {
    if (key === 'opt') {
      next.delete('opt');
      for (const f of canonicalOptionFilters((value as readonly string[] | undefined) ?? [])) {
        next.append('opt', f);
      }
    } else if (key === 'inStock') {
      if (value) next.set('inStock', '1');
      else next.delete('inStock');
    } else {
      const text = value === undefined ? '' : String(value);
      if (text === '' || DEFAULTS[key] === text) next.delete(key);
      else next.set(key, text);
    }
  }
  if (Object.keys(patch).some((k) => RESETS_PAGE.has(k))) next.delete('page');
  // The parameters in one order (the query's, then the layout, then any others as they came), so ticking Hide sold
  // out before or after a shade gives the same address: one page in the server's cache, one link to share.
  const order = (key: string) => {
    const at = URL_ORDER.indexOf(key);
    return at === -1 ? URL_ORDER.length : at;
  };
  return new URLSearchParams([...next].sort(([a], [b]) => order(a) - order(b)));
}

/** Clears the filters and search; sort and layout are preferences, not filters, so they stay. */
export const CLEAR_FILTERS: ListingPatch = {
  q: undefined,
  category: undefined,
  brand: undefined,
  maxPrice: undefined,
  opt: undefined,
  inStock: undefined,
};

/** Whether any filter or a search narrows the listing (Clear Filters has something to clear). */
export const hasListingFilters = (params: ListingQuery) =>
  !!(
    params.q ||
    params.category ||
    params.brand ||
    params.maxPrice !== undefined ||
    params.opt?.length ||
    params.inStock
  );

export function useListingParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => parseListingParams(searchParams), [searchParams]);
  useEffect(() => {
    lastListingSearch = searchParams.size ? `?${searchParams}` : '';
  }, [searchParams]);

  const update = useCallback(
    (patch: ListingPatch, options?: { replace?: boolean }) => {
      setSearchParams(
        (prev) => applyListingPatch(prev, patch),
        // Filtering is not navigating: the page keeps its scroll position.
        { preventScrollReset: true, replace: options?.replace },
      );
    },
    [setSearchParams],
  );

  const clearFilters = useCallback(() => update(CLEAR_FILTERS), [update]);

  const pageHref = useCallback((page: number) => listingPageHref(searchParams, page), [searchParams]);

  return { params, update, clearFilters, hasFilters: hasListingFilters(params), pageHref };
}
