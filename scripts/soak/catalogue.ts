// The catalogue as the soak's shoppers know it: every product, read once at the start, and an order of popularity.
import type { Rng } from '#server/db/seed/random.ts';
import { MAX_PER_PAGE } from '#shared/catalog.ts';
import type { Listing, Product } from '#shared/contract/catalog.ts';
import { BASE } from './config.ts';

export type Catalogue = { products: Product[]; byPopularity: string[]; words: string[]; brands: string[] };

export async function readCatalogue(rng: Rng): Promise<Catalogue> {
  const products: Product[] = [];
  for (let page = 1; ; page++) {
    const res = await fetch(`${BASE}/api/products?perPage=${MAX_PER_PAGE}&page=${page}`);
    const listing = (await res.json()) as Listing;
    products.push(...listing.items);
    if (products.length >= listing.total || listing.items.length === 0) break;
  }
  const byPopularity = products.map((p) => p.id);
  for (let i = byPopularity.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [byPopularity[i], byPopularity[j]] = [byPopularity[j] as string, byPopularity[i] as string];
  }
  const words = [...new Set(products.flatMap((p) => p.name.toLowerCase().match(/[a-z]{4,}/g) ?? []))].sort();
  const brands = [...new Set(products.map((p) => p.brand))].sort();
  return { products, byPopularity, words, brands };
}

/** A product id, the popular ones far more often (about Zipf-like: the square of a uniform draw). */
export const popularProduct = (rng: Rng, c: Catalogue) =>
  c.byPopularity[Math.floor(rng() * rng() * c.byPopularity.length)] as string;
