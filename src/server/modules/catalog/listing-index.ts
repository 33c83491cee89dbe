import { LRUCache } from 'lru-cache';
import { CATEGORIES, type Sort } from '#shared/catalog.ts';
import type { Listing, ListingQuery, OptionFacet } from '#shared/contract/catalog.ts';
import { countAtMost } from './listing-cells.ts';
import type { FacetValueRow } from './listing-facet-values.ts';
import { firstByKey, type IndexRow, type ProductArrays, productArrays } from './listing-products.ts';
import { buildVariantIndex, type ProductVariantsRow } from './listing-variant-rows.ts';
import { type CompiledVariantFilters, type VariantIndex, withStock } from './listing-variants.ts';

export type { IndexRow };

/** How many option facet answers an index keeps (a filter's pages and sorts share one; each is a few KB). */
const FACET_MEMO = 1_000;

export type ListingFilters = Pick<ListingQuery, 'q' | 'category' | 'brand' | 'maxPrice' | 'opt' | 'inStock'>;

type Aggregates = Pick<Listing, 'total' | 'priceRange'> & { facets: Omit<Listing['facets'], 'options'> };

/** Variants that sold out or came back since an index's version, and the version that brings them to. */
export type StockChanges = {
  version: number;
  variants: { productId: string; place: number; inStock: boolean }[];
};

/** The variants, options and facet values of every product, loaded with the products in one snapshot. */
export type VariantRows = { products: ProductVariantsRow[]; facets: FacetValueRow[] };

/**
 * The products matching a search, as positions in the index: `list` ascending (for counting) and `flags` (for
 * the page walk). Built from the database's own LIKE, so a search matches exactly what SQL would. Narrowed by
 * option filters, `price` holds each product's lowest matching variant's price, which the price cap, the price
 * range and the price sorts then use instead of the product's own.
 */
export type Matches = { list: Int32Array; flags: Uint8Array; price?: Int32Array };

/**
 * What listings filter and sort on, for every product, in typed arrays: the facet counts, totals and price range
 * of any filter set come from per-(category, brand) sorted price arrays in microseconds, and a page is a walk of
 * a precomputed sort order, so a listing costs the database one primary-key read of its page's rows. It is
 * rebuilt whole when the catalogue's version moves, or patched when only variants sold out or came back (see
 * service.ts); docs/decisions/003-listing-speed.md says why, decision 026 (session nine) how sales patch it.
 */
export function buildListingIndex(version: number, rows: IndexRow[], variantRows?: VariantRows) {
  const products = productArrays(rows);
  const { n, position } = products;
  const variants = buildVariantIndex(position, n, variantRows?.products ?? [], variantRows?.facets ?? [], {
    cellOf: products.cellOf,
    cellCount: products.cells.length,
  });
  return listingIndex(version, products, variants);
}

/**
 * `idx` at `version`, whose changes since were only these variants selling out or coming back: the same products
 * and variants with their stock patched; undefined when a product or place is not in it (read it again whole).
 */
export function withVariantStock(idx: ListingIndex, version: number, changes: StockChanges['variants']) {
  const { products, variants } = idx.parts;
  const patched = withStock(
    variants,
    changes.map((c) => ({ i: products.position.get(c.productId) ?? -1, place: c.place, inStock: c.inStock })),
  );
  return patched && listingIndex(version, products, patched);
}

function listingIndex(version: number, products: ProductArrays, variants: VariantIndex) {
  const { n, ids, position, categoryNames, brandNames, categoryOf, brandOf, price } = products;
  const { categoryIds, brandIds, orders, priceRankOf, cells } = products;
  // The option facets per set of filters, kept for this version.
  const facetMemo = new LRUCache<string, OptionFacet[]>({ max: FACET_MEMO });

  /** Category and brand ids of the filters; -1 for a name the catalogue does not have (nothing matches). */
  function filterIds(f: ListingFilters) {
    return {
      c: f.category === undefined ? undefined : (categoryIds.get(f.category) ?? -1),
      b: f.brand === undefined ? undefined : (brandIds.get(f.brand) ?? -1),
    };
  }

  function aggregatesWithoutSearch(f: ListingFilters): Aggregates {
    const { c, b } = filterIds(f);
    const max = f.maxPrice;
    const byCategory = new Array<number>(categoryNames.length).fill(0);
    const byBrand = new Array<number>(brandNames.length).fill(0);
    let total = 0;
    let lo = Number.POSITIVE_INFINITY;
    let hi = Number.NEGATIVE_INFINITY;
    for (const cell of cells) {
      const inCategory = c === undefined || cell.category === c;
      const inBrand = b === undefined || cell.brand === b;
      if (!inCategory && !inBrand) continue;
      const underMax = max === undefined ? cell.prices.length : countAtMost(cell.prices, max);
      if (inBrand) add(byCategory, cell.category, underMax);
      if (inCategory) add(byBrand, cell.brand, underMax);
      if (inCategory && inBrand) {
        total += underMax;
        lo = Math.min(lo, cell.prices[0] as number);
        hi = Math.max(hi, cell.prices[cell.prices.length - 1] as number);
      }
    }
    return shape(total, byCategory, byBrand, lo, hi);
  }

  function aggregatesOfSearch(f: ListingFilters, matches: Matches): Aggregates {
    const { c, b } = filterIds(f);
    const max = f.maxPrice ?? Number.POSITIVE_INFINITY;
    const byCategory = new Array<number>(categoryNames.length).fill(0);
    const byBrand = new Array<number>(brandNames.length).fill(0);
    let total = 0;
    let lo = Number.POSITIVE_INFINITY;
    let hi = Number.NEGATIVE_INFINITY;
    const prices = matches.price ?? price;
    for (const i of matches.list) {
      const inCategory = c === undefined || categoryOf[i] === c;
      const inBrand = b === undefined || brandOf[i] === b;
      const p = prices[i] as number;
      const inPrice = p <= max;
      if (inBrand && inPrice) add(byCategory, categoryOf[i] as number, 1);
      if (inCategory && inPrice) add(byBrand, brandOf[i] as number, 1);
      if (inCategory && inBrand) {
        if (inPrice) total += 1;
        lo = Math.min(lo, p);
        hi = Math.max(hi, p);
      }
    }
    return shape(total, byCategory, byBrand, lo, hi);
  }

  /** The listing's aggregates: every category zero-filled, brands with matches in the database's order. */
  function shape(total: number, byCategory: number[], byBrand: number[], lo: number, hi: number): Aggregates {
    const categories = CATEGORIES.map((value) => ({
      value,
      count: byCategory[categoryIds.get(value) ?? -1] ?? 0,
    }));
    const brands = brandNames
      .map((value, i) => ({ value, count: byBrand[i] ?? 0 }))
      .filter((x) => x.count > 0);
    const priceRange = Number.isFinite(lo) ? { min: lo, max: hi } : { min: 0, max: 0 };
    return { total, priceRange, facets: { categories, brands } };
  }

  // Every product, as flags and a list: an option filter with no category, brand or search looks at all of them.
  let everyProduct: { flags: Uint8Array; list: Int32Array } | undefined;

  /** The products of category c and brand b (undefined: any) among a search's `matches` (or all). */
  function productsIn(c: number | undefined, b: number | undefined, matches?: Matches) {
    if (c === undefined && b === undefined && !matches) {
      everyProduct ??= {
        flags: new Uint8Array(n).fill(1),
        list: Int32Array.from({ length: n }, (_, i) => i),
      };
      return everyProduct;
    }
    const flags = new Uint8Array(n);
    const list: number[] = [];
    const count = matches ? matches.list.length : n;
    for (let k = 0; k < count; k++) {
      const i = matches ? (matches.list[k] as number) : k;
      if ((c === undefined || categoryOf[i] === c) && (b === undefined || brandOf[i] === b)) {
        flags[i] = 1;
        list.push(i);
      }
    }
    return { flags, list };
  }

  return {
    version,
    size: n,
    /** What it is made of, for withVariantStock. */
    parts: { products, variants },
    position: (id: string) => position.get(id),

    aggregates(f: ListingFilters, matches?: Matches): Aggregates {
      return matches ? aggregatesOfSearch(f, matches) : aggregatesWithoutSearch(f);
    },

    /** The ids of one page, in the sort's order: a walk of the precomputed order that skips non-matches. */
    pageIds(f: ListingFilters, sort: Sort, offset: number, limit: number, matches?: Matches): string[] {
      const { c, b } = filterIds(f);
      const max = f.maxPrice;
      const prices = matches?.price ?? price;
      if (matches?.price && sort.endsWith('price')) {
        const listed = (i: number) =>
          (c === undefined || categoryOf[i] === c) &&
          (b === undefined || brandOf[i] === b) &&
          (max === undefined || (prices[i] as number) <= max);
        const key = (i: number) => (matches.price?.[i] as number) * n + (priceRankOf[i] as number);
        const first = firstByKey(matches.list, listed, key, offset + limit, sort === 'highest-price');
        return Array.from(first.subarray(offset), (k) => ids[orders.price[k % n] as number] as string);
      }
      const order = sort === 'latest' ? orders.latest : sort.endsWith('price') ? orders.price : orders.name;
      const backwards = sort === 'highest-price' || sort === 'z2a';
      const out: string[] = [];
      let skip = offset;
      const length = order.length;
      for (let k = 0; k < length && out.length < limit; k++) {
        const i = order[backwards ? length - 1 - k : k] as number;
        if (c !== undefined && categoryOf[i] !== c) continue;
        if (b !== undefined && brandOf[i] !== b) continue;
        if (max !== undefined && (prices[i] as number) > max) continue;
        if (matches && matches.flags[i] === 0) continue;
        if (skip > 0) skip--;
        else out.push(ids[i] as string);
      }
      return out;
    },

    /** The option filters compiled against this index; undefined when none looks at variants. */
    variantFilters(f: ListingFilters): CompiledVariantFilters | undefined {
      return variants.active(f) ? variants.compile(f) : undefined;
    },

    /** The products (of a search's `matches`, or all) with a variant that passes the option filters. */
    narrow(vf: CompiledVariantFilters, matches?: Matches): Matches {
      const { list, flags, best } = variants.bestPrices(vf, matches);
      return { list, flags, price: best };
    },

    /** The option facets under every other filter (a search's `matches` before option filters narrowed them). */
    optionFacets(f: ListingFilters, matches?: Matches): OptionFacet[] {
      // A search's matches are the same for its words within this version, so the filters name the answer.
      const memoKey = JSON.stringify([f.q, f.category, f.brand, f.maxPrice, f.inStock === true, f.opt]);
      const memo = facetMemo.get(memoKey);
      if (memo) return memo;
      const { c, b } = filterIds(f);
      const compiled = variants.compile(f);
      // Without a search the listed products are whole (category, brand) cells.
      const inCells = matches
        ? undefined
        : cells.flatMap((cell, k) =>
            (c === undefined || cell.category === c) && (b === undefined || cell.brand === b) ? [k] : [],
          );
      const facets =
        inCells && compiled.groups === 0
          ? variants.cellFacets(compiled, inCells)
          : variants.facets(compiled, { ...productsIn(c, b, matches), cells: inCells });
      facetMemo.set(memoKey, facets);
      return facets;
    },

    /**
     * Which of the listed product's variants the filters choose, as its place among the product's variants in the
     * owner's order (from 0); -1: none.
     */
    choose(vf: CompiledVariantFilters, id: string): number {
      const i = position.get(id);
      return i === undefined ? -1 : variants.choose(vf, i);
    },

    /** A search's matches from the ids the database found. */
    matches(matchedIds: string[]): Matches {
      const flags = new Uint8Array(n);
      const list: number[] = [];
      for (const id of matchedIds) {
        const i = position.get(id);
        if (i !== undefined && flags[i] === 0) {
          flags[i] = 1;
          list.push(i);
        }
      }
      return { list: Int32Array.from(list).sort(), flags };
    },
  };
}
export type ListingIndex = ReturnType<typeof listingIndex>;

const add = (counts: number[], at: number, by: number) => {
  counts[at] = (counts[at] ?? 0) + by;
};
