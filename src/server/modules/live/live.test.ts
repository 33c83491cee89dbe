import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveEvents, productVariants } from '#server/db/schema.ts';
import { placeOrder, signedInAdmin } from '#server/testing/admin-fixtures.ts';
import { insertProducts } from '#server/testing/fixtures.ts';
import { type EventStream, openEventStream } from '#server/testing/sse-client.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';

// Over a real listening server, as browsers hold their streams open; heartbeats every second to see them.
let t: TestApp;
let base: string;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let product: string;
let other: string;
const open: EventStream[] = [];

beforeAll(async () => {
  t = await createTestApp({ env: { LIVE_HEARTBEAT_SECONDS: '1' } });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  admin = await signedInAdmin(t);
  const rows = await insertProducts(t.db, [
    { name: 'Body Wave Bundle', price: 3_000, lengths: ['16"'] },
    { name: 'Kinky Curly Wig', price: 9_000, lengths: ['20"'] },
  ]);
  product = rows[0]?.id ?? '';
  other = rows[1]?.id ?? '';
});
afterAll(async () => {
  for (const s of open) await s.close();
  await t.close();
});

async function stream(opts: Parameters<typeof openEventStream>[1] = {}) {
  const s = await openEventStream(base, opts);
  open.push(s);
  return s;
}
const buy = () => placeOrder(t, [{ productId: product, size: '16"', qty: 1 }]);
const setStatus = (orderId: string, status: string) =>
  admin.request('PATCH', `/api/admin/orders/${orderId}/status`, { status });
/** A stock event on a product every test stream watches: when it arrives, everything raised before it has. */
async function barrier(streams: EventStream[], stock: number) {
  await t.db.transaction((tx) =>
    t.app.services.publishLive(
      tx,
      'stock',
      { productId: other, variantId: 'v-other-20in', length: '20"', stock },
      { productId: other },
    ),
  );
  for (const s of streams) await s.event('stock', (d) => d.stock === stock);
}

describe('GET /api/events', () => {
  it('tells a customer of their own order moving on, and the admin too, but never another customer', async () => {
    const first = await buy();
    const second = await buy();
    const owner = await stream({ cookie: first.customer.cookie, products: [other] });
    const stranger = await stream({ cookie: second.customer.cookie, products: [other] });
    const admins = await stream({ cookie: admin.cookie, products: [other] });
    expect(owner.status).toBe(200);
    expect(owner.contentType).toMatch(/^text\/event-stream/);

    expect((await setStatus(first.orderId, 'shipped')).statusCode).toBe(200);
    expect(await owner.event('order-status')).toMatchObject({
      data: { orderId: first.orderId, status: 'shipped' },
    });
    await admins.event('order-status', (d) => d.orderId === first.orderId && d.status === 'shipped');

    await barrier([owner, stranger, admins], 101);
    expect(stranger.events.filter((e) => e.event !== 'stock')).toEqual([]);
  });

  it('tells the admin of a new paid order as it is placed', async () => {
    const admins = await stream({ cookie: admin.cookie });
    const { orderId } = await buy();
    expect((await admins.event('order-placed', (d) => d.orderId === orderId)).data).toEqual({ orderId });
  });

  it("sends a visitor the stock of the products it watches as checkouts take it, and nobody's orders", async () => {
    const visitor = await stream({ products: [product, other] });
    const [before] = await t.db
      .select({ id: productVariants.id, stock: productVariants.stock })
      .from(productVariants)
      .where(eq(productVariants.productId, product));
    const { orderId } = await buy();
    await setStatus(orderId, 'processing');
    expect((await visitor.event('stock', (d) => d.productId === product)).data).toEqual({
      productId: product,
      variantId: before?.id,
      length: '16"',
      stock: (before?.stock ?? 0) - 1,
    });
    await barrier([visitor], 102);
    expect(visitor.events.map((e) => e.event)).not.toContain('order-status');
  });

  it('raises nothing for a change that rolls back', async () => {
    const visitor = await stream({ products: [other] });
    await expect(
      t.db.transaction(async (tx) => {
        await t.app.services.publishLive(
          tx,
          'stock',
          { productId: other, variantId: 'v-other-20in', length: '20"', stock: 7 },
          { productId: other },
        );
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await barrier([visitor], 103);
    expect(
      visitor.events.filter((e) => e.event === 'stock' && (e.data as { stock: number }).stock === 7),
    ).toEqual([]);
    expect(await t.db.select().from(liveEvents).where(eq(liveEvents.productId, other))).not.toContainEqual(
      expect.objectContaining({
        data: { productId: other, variantId: 'v-other-20in', length: '20"', stock: 7 },
      }),
    );
  });

  it('replays what a reconnecting customer missed after Last-Event-ID, only their own', async () => {
    const mine = await buy();
    const theirs = await buy();
    const before = await stream({ cookie: mine.customer.cookie });
    await setStatus(mine.orderId, 'processing');
    const seen = await before.event('order-status', (d) => d.orderId === mine.orderId);
    await before.close();

    // While the customer is away: their order ships, someone else's is delivered.
    await setStatus(mine.orderId, 'shipped');
    await setStatus(theirs.orderId, 'delivered');

    const after = await stream({ cookie: mine.customer.cookie, lastEventId: seen.id, products: [other] });
    expect(await after.event('order-status', (d) => d.status === 'shipped')).toMatchObject({
      data: { orderId: mine.orderId },
    });
    await barrier([after], 104);
    expect(after.events.filter((e) => e.event === 'order-status').map((e) => e.data)).toEqual([
      { orderId: mine.orderId, status: 'shipped' },
    ]);
  });

  it('keeps an idle stream alive with heartbeats', async () => {
    const idle = await stream();
    expect(idle.status).toBe(200);
    expect(idle.contentType).toMatch(/^text\/event-stream/);
    expect(await idle.heartbeat(3000)).toBe('heartbeat');
    expect(idle.ended).toBe(false);
  });

  it('forgets a stream when the browser goes away', async () => {
    const before = t.app.services.live.connections;
    const s = await stream({ products: [product] });
    expect(t.app.services.live.connections).toBe(before + 1);
    await s.close();
    await expect.poll(() => t.app.services.live.connections).toBe(before);
  });

  it('refuses a bad product list with a 400, and a client that will not take an event stream with a 406', async () => {
    const tooMany = Array.from({ length: 51 }, (_, i) => `p${i}`).join(',');
    const bad = await fetch(`${base}/api/events?products=${tooMany}`, {
      headers: { accept: 'text/event-stream' },
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { code: string } }).error.code).toBe('bad_request');
    const json = await fetch(`${base}/api/events`, { headers: { accept: 'application/json' } });
    expect(json.status).toBe(406);
  });

  it('ends its open streams when the instance shuts down, so it stops at once and browsers move elsewhere', async () => {
    const other = await createTestApp();
    const s = await openEventStream(await other.app.listen({ port: 0, host: '127.0.0.1' }));
    expect(s.status).toBe(200);
    await other.close();
    await expect.poll(() => s.ended).toBe(true);
  });
});
