import { eq } from 'drizzle-orm';
import { bundleOffers, codeRedemptions, discountCodes } from '../db/schema.ts';
import { ADDRESS, type shopper } from './checkout-fixtures.ts';
import { insertProducts } from './fixtures.ts';
import type { TestApp } from './test-app.ts';

// A shop for the checkout-with-promotions tests (issue 17): a £50.00 human-hair bundle, a £33.33 frontal, a running
// "3+ bundles: 10% off" offer on human hair, and shipping £4.99 under £100.

export const PROMOTION_ENV = { SHIPPING_FEE_PENCE: '499', FREE_SHIPPING_FROM_PENCE: '10000' };

type Shopper = Awaited<ReturnType<typeof shopper>>;

let n = 0;

export async function promotionShop(t: TestApp) {
  const [bundle, frontal] = await insertProducts(t.db, [
    { name: 'Body Wave Bundle', category: 'Human hair', price: 5_000, lengths: ['14"', '16"'] },
    { name: 'Lace Frontal', category: 'Frontal', price: 3_333, lengths: ['13x4'] },
  ]);
  if (!bundle || !frontal) throw new Error('no products');
  await t.db.insert(bundleOffers).values({
    label: '3+ bundles: 10% off',
    minQty: 3,
    percent: 10,
    categories: ['Human hair'],
  });
  return {
    bundles: (qty: number) => ({ productId: bundle.id, size: '14"', qty }),
    oneFrontal: () => ({ productId: frontal.id, size: '13x4', qty: 1 }),
    /** A new code, 10% off unless `over` says otherwise. */
    async code(over: Partial<typeof discountCodes.$inferInsert> = {}) {
      const [row] = await t.db
        .insert(discountCodes)
        .values({ code: `SAVE-${++n}`, kind: 'percent', value: 10, ...over })
        .returning();
      if (!row) throw new Error('no code');
      return row;
    },
    quote: (s: Shopper, items: object[], code?: string) => s.post('/api/checkout/quote', { items, code }),
    checkout: (s: Shopper, items: object[], code?: string) =>
      s.post('/api/create-payment-intent', {
        items,
        code,
        shippingAddress: ADDRESS,
        billingAddress: ADDRESS,
      }),
    uses: (codeId: string) => t.db.select().from(codeRedemptions).where(eq(codeRedemptions.codeId, codeId)),
    stateOf: async (orderId: string) =>
      (await t.db.select().from(codeRedemptions).where(eq(codeRedemptions.orderId, orderId)))[0]?.state,
  };
}
