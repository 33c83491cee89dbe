import { LRUCache } from 'lru-cache';
import { type CompressedText, lazilyCompressedText } from '#server/compressed-text.ts';
import { notFound } from '#server/errors.ts';
import type { Listing, ListingItem, ListingQuery, Product } from '#shared/contract/catalog.ts';
import { buildListingIndex, type ListingIndex, type Matches, withVariantStock } from './listing-index.ts';
import type { CompiledVariantFilters } from './listing-variants.ts';
import type { CatalogRepository } from './repository.ts';

export type CatalogOptions = {
  /** How long a whole listing answer may be served from this instance's memory; 0 turns that cache off. */
  responseCacheSeconds: number;
  /** Memory the cached answers may take, in bytes. */
  responseCacheBytes?: number;
  /** Keep each search word's matches until the catalogue changes (off only to measure the database's share). */
  searchMemo?: boolean;
};

const MB = 1024 * 1024;
/** A product's answer in the response cache: listings' keys are JSON arrays, so they never start so. */
const productKey = (id: string) => `product:${id}`;
/** A listing is read again when the index it used turned out older than the rows; writes do not come that fast. */
const ATTEMPTS = 3;

/**
 * Listings from the in-memory listing index (filters, counts, facets, price range, which ids make a page) and the
 * database (the page's rows, and the catalogue's version read in the same snapshot). Whenever that version is
 * newer than the index, the index is rebuilt and the listing computed again, so an answer always agrees with the
 * rows it lists — on every instance, whoever changed the catalogue and however (docs/decisions/003).
 */
export function catalogService(repo: CatalogRepository, opts: CatalogOptions) {
  let index: ListingIndex | null = null;
  let loading: Promise<ListingIndex> | null = null;
  /** The newest catalogue version this instance has heard of (from a read or a NOTIFY). */
  let newest = -1;

  /** How the index was brought up to date: read whole, or patched with the stock of variants that crossed zero. */
  const loads = { whole: 0, patched: 0 };

  function load(): Promise<ListingIndex> {
    loading ??= refreshed()
      .then((fresh) => {
        index = fresh;
        newest = Math.max(newest, fresh.version);
        return fresh;
      })
      .finally(() => {
        loading = null;
      });
    return loading;
  }

  /**
   * The index at the catalogue's version: when every change since this instance's index was variants selling out or
   * coming back (the commonest change of a selling shop), the index with their stock patched, in a millisecond;
   * otherwise read whole (seconds at 100,000 products). decision 026, session nine.
   */
  async function refreshed(): Promise<ListingIndex> {
    const known = index;
    const changes = known && (await repo.stockChangesSince(known.version));
    const patched = known && changes && withVariantStock(known, changes.version, changes.variants);
    if (patched) {
      loads.patched++;
      return patched;
    }
    loads.whole++;
    const { version, rows, variants } = await repo.indexRows();
    return buildListingIndex(version, rows, variants);
  }

  async function currentIndex(): Promise<ListingIndex> {
    const known = index;
    if (known && known.version >= newest) return known;
    return load();
  }

  // Each search word's matching products, as positions among the index's products they were found in.
  const searches = new LRUCache<string, { products: object; matches: Matches }>({
    maxSize: 32 * MB,
    sizeCalculation: ({ matches }) => matches.list.byteLength + matches.flags.byteLength + 64,
  });

  const searching = new Map<string, Promise<Matches | null>>();

  /** The search's matches in `idx`, or null when the database has moved past `idx` (read again). */
  function matchesOf(idx: ListingIndex, q: string): Promise<Matches | null> {
    if (opts.searchMemo === false) return search(idx, q);
    const memo = searches.get(q);
    // Kept while the index's products are the same: a patch for stock (refreshed) keeps them, and every change a
    // search could see (names, options, products) reads the index whole.
    if (memo?.products === idx.parts.products) return Promise.resolve(memo.matches);
    // Concurrent first asks for one word share one search.
    const key = `${idx.version}:${q}`;
    let pending = searching.get(key);
    if (!pending) {
      pending = search(idx, q).finally(() => searching.delete(key));
      searching.set(key, pending);
    }
    return pending;
  }

  async function search(idx: ListingIndex, q: string): Promise<Matches | null> {
    const found = await repo.searchIds(q);
    if (found.version !== idx.version) {
      newest = Math.max(newest, found.version);
      return null;
    }
    const matches = idx.matches(found.ids);
    if (opts.searchMemo !== false) searches.set(q, { products: idx.parts.products, matches });
    return matches;
  }

  async function list(query: ListingQuery): Promise<Listing> {
    const { q, category, brand, maxPrice, opt, inStock, sort, page, perPage } = query;
    const filters = { q, category, brand, maxPrice, opt, inStock };
    let answer: Listing | undefined;
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      const idx = await currentIndex();
      const searched = q ? await matchesOf(idx, q) : undefined;
      if (searched === null) continue;
      // Option filters and "in stock" narrow the products to those with such a variant, priced by it.
      const vf = idx.variantFilters(filters);
      const matches = vf ? idx.narrow(vf, searched) : searched;
      const agg = idx.aggregates(filters, matches);
      // The chosen brand stays listed even when other filters leave it empty, so it can be seen and cleared.
      if (brand && !agg.facets.brands.some((b) => b.value === brand))
        agg.facets.brands.push({ value: brand, count: 0 });
      const facets = { ...agg.facets, options: idx.optionFacets(filters, searched) };
      const offset = (page - 1) * perPage;
      const ids = offset < agg.total ? idx.pageIds(filters, sort, offset, perPage, matches) : [];
      const rows = await repo.pageRows(ids);
      answer = { items: rows.items, page, perPage, ...agg, facets };
      if (rows.version === idx.version) {
        if (!vf) return answer;
        const chosen = await withChosen(idx, vf, rows.items);
        if (chosen.version === idx.version) return { ...answer, items: chosen.items };
        newest = Math.max(newest, chosen.version);
        continue;
      }
      newest = Math.max(newest, rows.version ?? idx.version + 1);
    }
    // Only a catalogue rewritten faster than it can be read gets here: answer with the last full reading.
    if (answer) return answer;
    throw new Error('the catalogue changed during every attempt to list it');
  }

  /**
   * Each listed product with the variant the filters chose (the cheapest with every chosen value, by the index) and
   * its photos: its own, else its shade's, else the product's — so the card shows #613 when #613 was asked for. The
   * variants are read with the catalogue's version, which must still be the index's for their places to hold.
   */
  async function withChosen(idx: ListingIndex, vf: CompiledVariantFilters, items: Product[]) {
    const places = items.flatMap((p) => {
      const n = idx.choose(vf, p.id);
      return n < 0 ? [] : [{ productId: p.id, n }];
    });
    const { version, variants } = await repo.variantsAt(places);
    const chosenItems: ListingItem[] = items.map((p) => {
      const v = variants.get(p.id);
      if (!v) return p;
      const imageUrls = v.image_urls ?? p.imageURL;
      return { ...p, chosen: { sku: v.sku, label: v.length, price: v.price, stock: v.stock, imageUrls } };
    });
    return { version, items: chosenItems };
  }

  // Whole answers per query, each kept with its compressed forms (compressed-text.ts): the popular first pages are
  // asked for far more often than the catalogue changes, and compressing a 34 KB answer again for every request
  // cost more CPU than the rest of a cached answer. `generation` keeps an answer computed before an invalidation out of the cache.
  const responses =
    opts.responseCacheSeconds > 0
      ? new LRUCache<string, CompressedText>({
          maxSize: opts.responseCacheBytes ?? 32 * MB,
          sizeCalculation: (kept) => kept.size + 64,
          ttl: opts.responseCacheSeconds * 1000,
        })
      : null;
  const rendering = new Map<string, Promise<CompressedText>>();
  let generation = 0;
  /** Per answer, how often it was forgotten alone (a product's stock moved): its own `generation`. */
  const forgotten = new Map<string, number>();
  const epochOf = (key: string) => `${generation}:${forgotten.get(key) ?? 0}`;

  function cached(key: string, render: () => Promise<string>): Promise<CompressedText> {
    const hit = responses?.get(key);
    if (hit !== undefined) return Promise.resolve(hit);
    let pending = rendering.get(key);
    if (!pending) {
      const started = epochOf(key);
      pending = render()
        .then((json) => {
          const kept = lazilyCompressedText(json);
          if (started === epochOf(key)) responses?.set(key, kept);
          return kept;
        })
        .finally(() => {
          if (rendering.get(key) === pending) rendering.delete(key);
        });
      rendering.set(key, pending);
    }
    return pending;
  }

  async function get(id: string) {
    const product = await repo.byId(id);
    if (!product) throw notFound('No product Found');
    return product;
  }

  return {
    list,

    /** How often this instance's index was read whole or patched (tests, and the next performance question). */
    indexLoads: () => ({ ...loads }),

    /**
     * The listing as the JSON the API sends: from the response cache, compressed, when the cache is on; as text to
     * compress per request when it is off.
     */
    listingJson(query: ListingQuery): Promise<string | CompressedText> {
      const render = async () => JSON.stringify(await list(query));
      if (!responses) return render();
      const { q, category, brand, maxPrice, opt, inStock, sort, page, perPage } = query;
      const key = JSON.stringify([
        q ?? '',
        category ?? '',
        brand ?? '',
        maxPrice ?? '',
        opt ?? [],
        inStock ?? false,
        sort,
        page,
        perPage,
      ]);
      return cached(key, render);
    },

    get,

    /**
     * The product as the JSON the API sends, from the response cache when it is on (the product API is the read
     * shoppers make most: product pages, quick views). Its answer goes when the catalogue changes (invalidate) or its
     * stock moves (forgetProduct), on every instance.
     */
    productJson(id: string): Promise<string | CompressedText> {
      const render = async () => JSON.stringify(await get(id));
      return responses ? cached(productKey(id), render) : render();
    },

    /**
     * A product's stock moved (a live stock event, heard by every instance): its cached answer goes, and one being
     * read at this moment is not kept. Stock that moves without an event (the owner's edit in the admin, which drops
     * every answer on its own instance) shows on the others within the cache's seconds, as listings do.
     */
    forgetProduct(id: string) {
      const key = productKey(id);
      forgotten.set(key, (forgotten.get(key) ?? 0) + 1);
      rendering.delete(key);
      responses?.delete(key);
    },

    lookup: (ids: string[], variants?: string[]) => repo.byIds(ids, variants),

    /**
     * The catalogue changed (here, or on another instance: `version` from its NOTIFY when it changed what
     * listings filter on). Cached answers go at once; the index is rebuilt before the next listing.
     */
    invalidate(version?: number) {
      generation++;
      rendering.clear();
      responses?.clear();
      forgotten.clear();
      if (version === undefined || version <= newest) return;
      newest = version;
      // Rebuild now rather than on the next shopper's listing (a failure here is retried by that listing).
      if (index) load().catch(() => {});
    },

    /** Builds the listing index now if it is not built (start-up, readiness), so no shopper waits for it. */
    warm: async () => {
      await currentIndex();
    },

    /** Whether the listing index has been built (the readiness check says so). */
    indexed: () => index !== null,

    /** Changes with every invalidation: what is cached from the catalogue (rendered pages) keys on it. */
    generation: () => generation,

    /** Bytes held by cached answers and by search words' matches (the metrics' tressa_cache_bytes). */
    cacheBytes: () => ({ listings: responses?.calculatedSize ?? 0, searches: searches.calculatedSize }),
  };
}
export type CatalogService = ReturnType<typeof catalogService>;
