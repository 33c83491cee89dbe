import type { Address } from '#shared/contract/checkout.ts';
import { authClient } from './auth-client.ts';
import type { TestApp } from './test-app.ts';

export const ADDRESS: Address = {
  name: 'Ada Shopper',
  line1: '1 Market Street',
  line2: 'Flat 2',
  city: 'Leeds',
  zip: 'LS1 1AA',
  country: 'United Kingdom',
  phone: '+44 113 496 0000',
};

export const CARDS = {
  success: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  insufficient: '4000 0000 0000 9995',
  authenticate: '4000 0025 0000 3155',
  /** Pays; its refunds are accepted, then fail (decision 019). */
  refundFails: '4000 0000 0000 5126',
};

const YEAR = new Date().getFullYear();

let n = 0;
/** A new signed-in customer with helpers for the checkout calls. */
export async function shopper(t: TestApp) {
  const c = authClient(t);
  // Each shopper comes from its own address, so the sign-up rate limit (per IP) never trips in tests.
  c.ip = `198.18.${Math.floor(++n / 250)}.${n % 250}`;
  const email = `buyer${n}.${Date.now()}@example.com`;
  await c.signUp(email, 'buyer-password-1');
  const createIntent = (items: Line[]) =>
    c.post('/api/create-payment-intent', { items, shippingAddress: ADDRESS, billingAddress: ADDRESS });
  const pay = (clientSecret: string, number: string, exp = { expMonth: 12, expYear: YEAR + 5 }) =>
    c.post('/api/payments/test/confirm', { clientSecret, card: { number, ...exp, cvc: '123' } });
  // The client itself, extended (not copied), so a test can still move it to another address (c.ip).
  return Object.assign(c, {
    email,
    createIntent,
    pay,
    order: (id: string) => c.get(`/api/orders/${id}`),
    /** Checks out and pays with the good test card (or `card`): a placed order, as through the storefront. */
    async buy(items: Line[], card: string = CARDS.success): Promise<string> {
      const started = await createIntent(items);
      if (started.statusCode !== 200) throw new Error(`checkout failed: ${started.body}`);
      const { orderId, clientSecret } = started.json();
      const paid = await pay(clientSecret, card);
      if (paid.json().status !== 'succeeded') throw new Error(`payment failed: ${paid.body}`);
      return orderId;
    },
  });
}

type Line = { productId: string; variantId?: string; size: string; qty: number };
