// What a buyer does: signs up or back in, quotes the cart (perhaps with the discount code), pays with a test card
// (4242… pays, …0002 declines, …3155 goes through the test bank's 3-D Secure page), then My Orders.
import { setTimeout as sleep } from 'node:timers/promises';
import { pick } from '#server/db/seed/random.ts';
import { ADDRESS } from '#server/testing/checkout-fixtures.ts';
import { refreshCart } from './browsing.ts';
import type { Answer } from './client.ts';
import { BASE, CARD, CODE, PASSWORD, SEED } from './config.ts';
import { run, type Session, think } from './shopper.ts';
import { anomaly } from './stats.ts';

/**
 * Sends a request that hashes a password as the storefront's forms do (decision 022): while the answer is 503
 * `sign_in_busy`, waits as Retry-After says plus up to a second, and sends it again, for up to two minutes. Every
 * 503 is still counted (an answer outside 2xx/404/409/429): the goal is that the server never needs to give one.
 */
async function hashingCall(s: Session, kind: string, url: string, json: unknown): Promise<Answer> {
  const started = Date.now();
  for (;;) {
    const res = await s.v.call(kind, 'POST', url, { json });
    const busy =
      res.status === 503 && (res.json?.error as { code?: string } | undefined)?.code === 'sign_in_busy';
    const wait = Math.min(30, Number(res.retryAfter) || 1) * 1000 + s.rng() * 1000;
    if (!busy || Date.now() + wait - started > 120_000) return res;
    run.busyRetries++;
    await sleep(wait);
  }
}

export async function signUp(s: Session): Promise<boolean> {
  const email = `soak.${SEED}.${++run.signUpCount}.${Math.floor(s.rng() * 1e9)}@example.com`;
  const res = await hashingCall(s, 'sign-up', '/api/auth/sign-up/email', {
    email,
    password: PASSWORD,
    name: '',
  });
  if (res.status !== 200) return false;
  s.shopper.email = email;
  s.shopper.signedIn = true;
  return true;
}

/**
 * Makes sure the shopper is signed in before paying or reading their orders: a new customer signs up; one who left
 * signed in is still signed in (the page asks /api/me, as the storefront does); one who signed out types the
 * password again.
 */
export async function signedIn(s: Session): Promise<boolean> {
  const { shopper } = s;
  if (!shopper.email) return signUp(s);
  if (shopper.signedIn) {
    const me = await s.v.call('me', 'GET', '/api/me');
    if (me.status === 200 && me.json?.user) {
      run.stillSignedIn++;
      return true;
    }
    anomaly('a kept session was no longer signed in', me.json);
    shopper.signedIn = false;
  }
  run.signInCount++;
  const res = await hashingCall(s, 'sign-in', '/api/auth/sign-in/email', {
    email: shopper.email,
    password: PASSWORD,
  });
  if (res.status !== 200) return false;
  shopper.signedIn = true;
  await s.v.call('me', 'GET', '/api/me');
  return true;
}

/** Pays the intent with a card; answers the payment's outcome: succeeded, failed, or error. */
async function pay(s: Session, clientSecret: string, card: string): Promise<string> {
  const paid = await s.v.call('pay (test card)', 'POST', '/api/payments/test/confirm', {
    json: {
      clientSecret,
      card: { number: card, expMonth: 12, expYear: new Date().getFullYear() + 5, cvc: '123' },
    },
  });
  if (paid.status !== 200) return 'error';
  const status = paid.json?.status;
  if (card === CARD.pays && status !== 'succeeded') anomaly('4242 card did not succeed', paid.json);
  if (card === CARD.declines && status !== 'failed') anomaly('declining card was not declined', paid.json);
  if (card !== CARD.secure) return String(status);
  if (status !== 'requires_action' || typeof paid.json?.redirectUrl !== 'string') {
    anomaly('3-D Secure card did not ask for authentication', paid.json);
    return 'error';
  }
  // The test bank's page, then one of its two buttons.
  const bankUrl = paid.json.redirectUrl;
  await s.v.call('3-D Secure page', 'GET', bankUrl, { html: true });
  await think(s);
  const complete = s.rng() < 0.85;
  const answer = await s.v.call('3-D Secure answer', 'POST', bankUrl, {
    form: { outcome: complete ? 'complete' : 'fail' },
  });
  if (answer.status !== 303 || !answer.location) {
    anomaly('3-D Secure answer did not redirect', answer.text.slice(0, 200));
    return 'error';
  }
  // The success page reports the payment back (POST /api/orders/confirm), as the storefront's does.
  const back = new URL(answer.location, BASE).searchParams;
  const confirmed = await s.v.call('order confirm', 'POST', '/api/orders/confirm', {
    json: {
      paymentIntentId: back.get('payment_intent') ?? '',
      clientSecret: back.get('payment_intent_client_secret') ?? '',
    },
  });
  const outcome = confirmed.json?.status;
  if (confirmed.status === 200 && outcome !== (complete ? 'succeeded' : 'failed'))
    anomaly(
      `3-D Secure ${complete ? 'completed' : 'failed'} but the order confirm answered ${outcome}`,
      confirmed.json,
    );
  return confirmed.status === 200 ? String(outcome) : 'error';
}

export async function checkout(s: Session) {
  await refreshCart(s);
  if (s.cart.length === 0) return;
  await think(s);
  await s.v.call('last address', 'GET', '/api/orders/last-address');
  // The checkout page quotes the cart; some shoppers type the shop's code, a few a wrong one.
  const r = s.rng();
  const code = r < 0.4 ? CODE : r < 0.5 ? 'NOSUCHCODE1' : undefined;
  const quote = await s.v.call(code ? 'quote + code' : 'quote', 'POST', '/api/checkout/quote', {
    json: { items: s.cart, ...(code ? { code } : {}) },
  });
  if (quote.status !== 200) return;
  const applied = code === CODE && !quote.json?.codeRefusal;
  if (code === 'NOSUCHCODE1' && !quote.json?.codeRefusal)
    anomaly('an unknown code was not refused', quote.json);
  await think(s);
  // Told apart, as the quote is: a checkout with the code also waits for the code's lock (code-check.ts).
  const intent = await s.v.call(
    applied ? 'create payment intent + code' : 'create payment intent',
    'POST',
    '/api/create-payment-intent',
    {
      json: {
        items: s.cart,
        shippingAddress: ADDRESS,
        billingAddress: ADDRESS,
        ...(applied ? { code } : {}),
      },
    },
  );
  if (intent.status !== 200) return; // 409: sold out meanwhile, or the code used up — intended.
  const clientSecret = String(intent.json?.clientSecret);
  const orderId = String(intent.json?.orderId);
  await think(s);
  const c = s.rng();
  let outcome = await pay(s, clientSecret, c < 0.7 ? CARD.pays : c < 0.85 ? CARD.declines : CARD.secure);
  if (outcome === 'failed' && s.rng() < 0.6) {
    await think(s);
    outcome = await pay(s, clientSecret, CARD.pays);
  }
  if (outcome !== 'succeeded') return;
  s.cart = [];
  if (c < 0.85) {
    // The success page after a card that needed no bank page also reports back.
    const confirmed = await s.v.call('order confirm', 'POST', '/api/orders/confirm', {
      json: { paymentIntentId: clientSecret.split('_secret')[0] ?? '', clientSecret },
    });
    if (confirmed.status === 200 && confirmed.json?.status !== 'succeeded')
      anomaly('a paid order confirmed as not succeeded', confirmed.json);
  }
  await think(s);
  await s.v.call('my orders', 'GET', '/api/orders');
  await think(s);
  const order = await s.v.call('order page', 'GET', `/api/orders/${encodeURIComponent(orderId)}`);
  if (order.status === 200 && order.json?.status !== 'placed')
    anomaly('a paid order is not placed', order.json);
}

export async function myOrders(s: Session) {
  const list = await s.v.call('my orders', 'GET', '/api/orders');
  const items = (list.json?.items as { id: string }[] | undefined) ?? [];
  if (items.length === 0) return;
  await think(s);
  await s.v.call('order page', 'GET', `/api/orders/${encodeURIComponent(pick(s.rng, items).id)}`);
}
