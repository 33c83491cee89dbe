import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import type { Lookup, ProductWithVariants } from '#shared/contract/catalog.ts';
import { apiFetch } from '#web/lib/api.ts';
import { cart, useCartLines } from '#web/lib/cart-store.ts';
import { useStockEvents, useWatchProducts } from '#web/lib/live-updates.tsx';

// Limits of GET /api/products/lookup (lookupQuerySchema): at most 100 ids a call, each at most 64 characters.
const BATCH = 100;
const MAX_ID_LENGTH = 64;

/** One request per 100 products; a cart is rarely that big, but a tampered one must not break the page. */
export async function lookupProducts(ids: string[], signal?: AbortSignal): Promise<ProductWithVariants[]> {
  const batches: string[][] = [];
  for (let i = 0; i < ids.length; i += BATCH) batches.push(ids.slice(i, i + BATCH));
  const results = await Promise.all(
    batches.map((batch) =>
      apiFetch<Lookup>('/api/products/lookup', { query: { ids: batch.join(',') }, signal }),
    ),
  );
  return results.flatMap((r) => r.items);
}

/**
 * When the cart page opens, asks the server for the current name, image and lengths (each with its price and
 * stock) of every product in the cart and writes them into the cart: each line is priced by its length. A product
 * or length the server no longer has, or a sold-out length, marks its line unavailable (the store does that).
 * While the cart is open its products' stock is live: a stock event for one of them asks again (live-updates.tsx).
 * The browser's copy is only a wish list (docs/product.md#cart), so this keeps what the shopper sees close to what
 * checkout will charge.
 */
export function useCartRefresh() {
  const lines = useCartLines();
  // Ids no server product can have (too long, or with the separator in them) are simply never found, which
  // marks their lines unavailable; sending them would fail the whole request.
  const ids = useMemo(
    () =>
      [...new Set(lines.map((l) => l.id))]
        .filter((id) => id.length <= MAX_ID_LENGTH && !id.includes(','))
        .sort(),
    [lines],
  );
  const key = ids.join(',');
  // The cart's products stay live while the cart is open: a stock event for one of them asks again.
  useWatchProducts(ids);
  const stockEvents = useStockEvents(ids);
  // Removing a line must not ask again: the products still in the cart were checked moments ago.
  const [checked, setChecked] = useState<{ ids: ReadonlySet<string>; stockEvents: number } | null>(null);
  const covered =
    checked !== null && checked.stockEvents === stockEvents && ids.every((id) => checked.ids.has(id));

  const query = useQuery({
    queryKey: ['cart-lookup', key, stockEvents],
    queryFn: ({ signal }) => lookupProducts(ids, signal),
    enabled: lines.length > 0 && !covered,
    // Each visit to the cart asks again; prices may have changed since the last one.
    staleTime: 0,
    refetchOnWindowFocus: false,
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` and `stockEvents` name what this data answers; they change with it.
  useEffect(() => {
    if (!query.data) return;
    cart.refresh(query.data);
    setChecked({ ids: new Set(key.split(',')), stockEvents });
  }, [query.data]);

  return {
    checking: query.isFetching,
    error: query.error,
    retry: () => void query.refetch(),
  };
}
