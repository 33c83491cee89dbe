import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import type { CartLine } from '#shared/cart.ts';
import type { Lookup, ProductWithVariants } from '#shared/contract/catalog.ts';
import { apiFetch } from '#web/lib/api.ts';
import { cart, useCartLines } from '#web/lib/cart-store.ts';
import { useStockEvents, useWatchProducts } from '#web/lib/live-updates.tsx';

// Limits of GET /api/products/lookup (lookupQuerySchema): at most 100 ids and 100 variant ids a call, each at most
// 64 characters.
const BATCH = 100;
const MAX_ID_LENGTH = 64;

/** A product in the cart and the variants its lines hold (null: a line stored without its variant's id). */
export type Wanted = { id: string; variantIds: string[] | null };

const usable = (id: string) => id.length <= MAX_ID_LENGTH && !id.includes(',');

/** The cart's products and their lines' variants, in a stable order (ids no server product can have left out). */
export function wantedOf(lines: Pick<CartLine, 'id' | 'variantId'>[]): Wanted[] {
  const byProduct = new Map<string, Set<string> | null>();
  for (const l of lines) {
    // Ids no server product can have (too long, or with the separator in them) are simply never found, which
    // marks their lines unavailable; sending them would fail the whole request.
    if (!usable(l.id)) continue;
    const known = byProduct.has(l.id) ? byProduct.get(l.id) : new Set<string>();
    byProduct.set(l.id, known && l.variantId && usable(l.variantId) ? known.add(l.variantId) : null);
  }
  return [...byProduct]
    .map(([id, variants]) => ({ id, variantIds: variants && [...variants].sort() }))
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/**
 * The lookups that answer `wanted`, one per 100 products or 100 variants: a product is never split between two, and
 * one with a line stored without its variant's id is asked for whole, as is every product of its lookup (a cart is
 * rarely that big, but a tampered one must not break the page).
 */
export function lookupQueries(wanted: Wanted[]): { ids: string; variants?: string }[] {
  const batches: Wanted[][] = [];
  let batch: Wanted[] = [];
  let variantCount = 0;
  for (const w of wanted) {
    const n = w.variantIds?.length ?? 0;
    if (batch.length === BATCH || (batch.length > 0 && variantCount + n > BATCH)) {
      batches.push(batch);
      batch = [];
      variantCount = 0;
    }
    batch.push(w);
    variantCount += n;
  }
  if (batch.length) batches.push(batch);
  return batches.map((b) => {
    const variants = b.flatMap((w) => w.variantIds ?? []);
    const whole = b.some((w) => w.variantIds === null) || variants.length > BATCH;
    return { ids: b.map((w) => w.id).join(','), ...(whole ? {} : { variants: variants.join(',') }) };
  });
}

/** The cart's products with the variants its lines hold (lookupQueries). */
export async function lookupProducts(wanted: Wanted[], signal?: AbortSignal): Promise<ProductWithVariants[]> {
  const results = await Promise.all(
    lookupQueries(wanted).map((query) => apiFetch<Lookup>('/api/products/lookup', { query, signal })),
  );
  return results.flatMap((r) => r.items);
}

/**
 * When the cart page opens, asks the server for the current name and image of every product in the cart, and the
 * price and stock of each variant its lines hold, and writes them into the cart: each line is priced by its length. A product
 * or length the server no longer has, or a sold-out length, marks its line unavailable (the store does that).
 * While the cart is open its products' stock is live: a stock event for one of them asks again (live-updates.tsx).
 * The browser's copy is only a wish list (docs/product.md#cart), so this keeps what the shopper sees close to what
 * checkout will charge.
 */
export function useCartRefresh() {
  const lines = useCartLines();
  const wanted = useMemo(() => wantedOf(lines), [lines]);
  const ids = useMemo(() => wanted.map((w) => w.id), [wanted]);
  // What the cart asks about: each of its lines' variants ("*": all of a product's).
  const asked = wanted.flatMap((w) => (w.variantIds ?? ['*']).map((v) => `${w.id}/${v}`));
  const key = asked.join(',');
  // The cart's products stay live while the cart is open: a stock event for one of them asks again.
  useWatchProducts(ids);
  const stockEvents = useStockEvents(ids);
  // Removing a line must not ask again: the products still in the cart were checked moments ago.
  const [checked, setChecked] = useState<{ asked: ReadonlySet<string>; stockEvents: number } | null>(null);
  const covered =
    checked !== null && checked.stockEvents === stockEvents && asked.every((a) => checked.asked.has(a));

  const query = useQuery({
    queryKey: ['cart-lookup', key, stockEvents],
    queryFn: ({ signal }) => lookupProducts(wanted, signal),
    enabled: lines.length > 0 && !covered,
    // Each visit to the cart asks again; prices may have changed since the last one.
    staleTime: 0,
    refetchOnWindowFocus: false,
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` and `stockEvents` name what this data answers; they change with it.
  useEffect(() => {
    if (!query.data) return;
    cart.refresh(query.data);
    setChecked({ asked: new Set(key.split(',')), stockEvents });
  }, [query.data]);

  return {
    checking: query.isFetching,
    error: query.error,
    retry: () => void query.refetch(),
  };
}
