import { eq, inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import { orders } from '../db/schema.ts';
import { shopper } from './checkout-fixtures.ts';
import { insertProducts } from './fixtures.ts';
import type { TestApp } from './test-app.ts';

// A shop for the order-expiry tests (expiry.test.ts, expiry-timer.test.ts): one product, checkouts of it left
// unpaid, their creation dated back so a run finds them due, and a log that keeps what the owner would read.

/** A checkout may wait half an hour for its payment: a run 31 minutes after it finds it due. */
export const EXPIRY_ENV = { ORDER_HOLD_MINUTES: '30' };

export async function expiryShop(t: TestApp) {
  const [row] = await insertProducts(t.db, [{ name: 'Drawstring Pony', price: 1_250, lengths: ['12"'] }]);
  const pony = row?.id ?? '';
  return {
    pony,
    /** What the expiry needs at the least: no log, and no placement of an order found paid. */
    deps: () => ({
      db: t.db,
      provider: t.app.services.provider,
      holdMinutes: () => t.app.services.settings.values.orderHoldMinutes,
    }),
    statusOf: async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]?.status,
    /** A new customer's checkout of one pony, not paid: an order awaiting payment, and its intent. */
    async checkout() {
      const s = await shopper(t);
      const res = await s.createIntent([{ productId: pony, size: '12"', qty: 1 }]);
      expect(res.statusCode, res.body).toBe(200);
      const { orderId, clientSecret } = res.json() as { orderId: string; clientSecret: string };
      return { s, orderId, clientSecret };
    },
    /** Their creation dated back to `at`: a run at `at` + 31 minutes finds them (and only them, if long ago) due. */
    madeAt: (ids: string[], at: Date) =>
      t.db.update(orders).set({ createdAt: at }).where(inArray(orders.id, ids)),
  };
}

/** What the owner reads: the expiry's own lines (info, error) and those of the placement it calls (warn, error). */
export function ownerLog() {
  const said: { level: 'info' | 'warn' | 'error'; obj: object; msg: string }[] = [];
  const log = {
    info: (obj: object, msg: string) => said.push({ level: 'info', obj, msg }),
    warn: (obj: object, msg: string) => said.push({ level: 'warn', obj, msg }),
    error: (obj: object, msg: string) => said.push({ level: 'error', obj, msg }),
  };
  return { said, log };
}
