import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import type { LiveEventData } from '#shared/contract/live.ts';
import { useSession } from './use-session.ts';

/**
 * The live half of the shop (server-sent events from GET /api/events): one EventSource per tab, reopened when the
 * signed-in user or the set of watched products changes. An event only says what changed; the queries that show
 * it are refetched through the ordinary routes, so the page never trusts the stream for data or rights.
 */

// Products the mounted pages show, counted so two views of one product keep it watched until both are gone.
const watched = new Map<string, number>();
const listeners = new Set<() => void>();
let snapshot = '';

function changed() {
  snapshot = [...watched.keys()].sort().join(',');
  for (const l of listeners) l();
}

/** Keeps the stock of `productIds` live while the calling component is mounted. */
export function useWatchProducts(productIds: readonly string[]) {
  const key = [...new Set(productIds)].sort().join(',');
  useEffect(() => {
    const ids = key ? key.split(',') : [];
    for (const id of ids) watched.set(id, (watched.get(id) ?? 0) + 1);
    if (ids.length > 0) changed();
    return () => {
      for (const id of ids) {
        const n = (watched.get(id) ?? 1) - 1;
        if (n > 0) watched.set(id, n);
        else watched.delete(id);
      }
      if (ids.length > 0) changed();
    };
  }, [key]);
}

/** Keeps `productId`'s stock live while the calling component is mounted. */
export function useWatchProduct(productId: string | undefined) {
  useWatchProducts(productId ? [productId] : []);
}

// How many stock events each product has had in this tab: a view that checked stock once (the cart) checks again
// when the count of one of its products moves.
const stockEvents = new Map<string, number>();
const stockListeners = new Set<() => void>();

/** The number of stock events so far for any of `productIds`. */
export function useStockEvents(productIds: readonly string[]): number {
  return useSyncExternalStore(
    (l) => {
      stockListeners.add(l);
      return () => stockListeners.delete(l);
    },
    () => productIds.reduce((n, id) => n + (stockEvents.get(id) ?? 0), 0),
    // A page drawn on the server has heard no events yet.
    () => 0,
  );
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/** What each kind of event makes stale. */
export const onLiveEvent = {
  'order-status': (client: QueryClient, { orderId }: LiveEventData<'order-status'>) =>
    refreshOrder(client, orderId),
  'order-placed': (client: QueryClient, { orderId }: LiveEventData<'order-placed'>) =>
    refreshOrder(client, orderId),
  // A refund made, settled or failed: the order's money and its refunds list change.
  'order-refund': (client: QueryClient, { orderId }: LiveEventData<'order-refund'>) =>
    refreshOrder(client, orderId),
  stock: (client: QueryClient, { productId }: LiveEventData<'stock'>) => {
    void client.invalidateQueries({ queryKey: ['products', 'detail', productId] });
    stockEvents.set(productId, (stockEvents.get(productId) ?? 0) + 1);
    for (const l of stockListeners) l();
  },
};

function refreshOrder(client: QueryClient, orderId: string) {
  void client.invalidateQueries({ queryKey: ['orders', orderId] });
  void client.invalidateQueries({ queryKey: ['my-orders'] });
  void client.invalidateQueries({ queryKey: ['admin', 'orders'] });
  void client.invalidateQueries({ queryKey: ['admin', 'summary'] });
}

/** After a reconnection the stream replays what it can; a refetch of what is on screen covers the rest. */
function refreshAfterReconnect(client: QueryClient) {
  for (const key of [
    ['orders'],
    ['my-orders'],
    ['admin', 'orders'],
    ['admin', 'summary'],
    ['products', 'detail'],
  ]) {
    void client.invalidateQueries({ queryKey: key });
  }
}

/** Mounted once in the layout: holds the tab's event stream. Renders nothing. */
export function LiveUpdates() {
  const client = useQueryClient();
  const { user, status } = useSession();
  // Pages start watching in effects, so a page drawn on the server watches nothing yet.
  const products = useSyncExternalStore(
    subscribe,
    () => snapshot,
    () => '',
  );
  const userId = user?.id ?? null;

  useEffect(() => {
    if (status === 'pending' || typeof EventSource === 'undefined') return;
    // A visitor with nothing to watch has nothing to hear.
    if (!userId && !products) return;
    const source = new EventSource(
      products ? `/api/events?products=${encodeURIComponent(products)}` : '/api/events',
    );
    let opened = false;
    source.onopen = () => {
      if (opened) refreshAfterReconnect(client);
      opened = true;
    };
    for (const kind of Object.keys(onLiveEvent) as (keyof typeof onLiveEvent)[]) {
      source.addEventListener(kind, (e) => {
        // Only ids are read from an event, to refetch; a malformed one changes nothing on screen.
        const data = safeJson((e as MessageEvent<string>).data);
        if (isIdBearing(data)) (onLiveEvent[kind] as (c: QueryClient, data: unknown) => void)(client, data);
      });
    }
    return () => source.close();
  }, [client, userId, status, products]);

  return null;
}

/** An order event carries a string orderId, a stock event a string productId (the zod contract stays server-side,
 * out of the first page's bundle). */
function isIdBearing(data: unknown): boolean {
  if (typeof data !== 'object' || data === null) return false;
  const { orderId, productId } = data as Record<string, unknown>;
  return typeof orderId === 'string' || typeof productId === 'string';
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
