import type { LiveEvent } from './repository.ts';

/** One open event stream: who is on the other end, which products it watches, and how to write to it. */
export type LiveClient = {
  userId: string | null;
  admin: boolean;
  products: ReadonlySet<string>;
  send(event: LiveEvent): void;
  /** Ends the stream (the instance is shutting down; the browser reconnects to another). */
  close(): void;
};

/**
 * The decision of who sees what, in one place: the order's owner, the admins for admin events, the watchers of a
 * product for its stock. Everything else (another customer's orders above all) is never written to the stream.
 */
export function mayReceive(client: Omit<LiveClient, 'send' | 'close'>, event: LiveEvent): boolean {
  return (
    (event.userId !== null && event.userId === client.userId) ||
    (event.admins && client.admin) ||
    (event.productId !== null && client.products.has(event.productId))
  );
}

/** This instance's open streams. Events from every instance arrive through the transport and fan out here. */
export function liveHub() {
  const clients = new Set<LiveClient>();
  return {
    /** Adds a stream; the returned function removes it (called when the connection closes). */
    connect(client: LiveClient): () => void {
      clients.add(client);
      return () => clients.delete(client);
    },
    deliver(event: LiveEvent): void {
      for (const client of clients) if (mayReceive(client, event)) client.send(event);
    },
    /** Ends every stream, so a shutting-down instance is not held open by browsers that never leave. */
    closeAll(): void {
      for (const client of clients) client.close();
      clients.clear();
    },
    get connections(): number {
      return clients.size;
    },
  };
}
export type LiveHub = ReturnType<typeof liveHub>;
