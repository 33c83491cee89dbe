// The soak's virtual users: each runs one visitor's session after another until the run's end. A session is a
// browser, a buyer or a returning customer, each a new visitor (its own address and cookies).
import { setTimeout as sleep } from 'node:timers/promises';
import { between, mulberry32, type Rng } from '#server/db/seed/random.ts';
import { browseStep, refreshCart } from './browsing.ts';
import { checkout, myOrders, signIn, signUp } from './buyer.ts';
import type { Catalogue } from './catalogue.ts';
import { Visitor } from './client.ts';
import { BURST, BURST_SECONDS, DURATION_MS, SEED } from './config.ts';
import { run, type Session, think, thinkMs, timeLeft } from './shopper.ts';

/** One visitor, start to finish; `drop`: one who came for a product drop and signs up the moment it arrives. */
async function session(rng: Rng, c: Catalogue, drop = false) {
  const n = ++run.visitorCount;
  const ip = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
  const s: Session = { v: new Visitor(ip), rng, cart: [], seen: new Map(), account: null };
  try {
    await s.v.call('shop info', 'GET', '/api/shop');
    await s.v.call('offers', 'GET', '/api/offers');
    const type = rng();
    if (drop) {
      // A product drop (issue 30): arrives with the crowd, signs up at once, then fills a cart and pays.
      if (!(await signUp(s))) return;
      for (let i = between(rng, 2, 6); (i > 0 || s.cart.length === 0) && i > -6 && timeLeft(); i--) {
        await think(s);
        await browseStep(s, c, true);
      }
      if (s.cart.length > 0 && timeLeft()) await checkout(s);
    } else if (type < 0.45) {
      // A browser: looks around, now and then fills a cart and leaves it.
      for (let i = between(rng, 4, 14); i > 0 && timeLeft(); i--) {
        await think(s);
        await browseStep(s, c, false);
      }
      if (s.cart.length > 0 && timeLeft()) await refreshCart(s);
    } else if (type < 0.8) {
      // A buyer: looks around, fills a cart, signs up (or back in) and pays.
      for (let i = between(rng, 3, 10); (i > 0 || s.cart.length === 0) && i > -6 && timeLeft(); i--) {
        await think(s);
        await browseStep(s, c, true);
      }
      if (!timeLeft() || s.cart.length === 0) return;
      await think(s);
      if (!(rng() < 0.35 ? await signIn(s) : await signUp(s))) return;
      await think(s);
      if (timeLeft()) await checkout(s);
    } else {
      // A returning customer: signs in, looks at the orders, browses, sometimes buys again.
      if (!(await signIn(s))) return;
      await think(s);
      await myOrders(s);
      for (let i = between(rng, 2, 8); i > 0 && timeLeft(); i--) {
        await think(s);
        await browseStep(s, c, rng() < 0.3);
      }
      if (s.cart.length > 0 && timeLeft()) await checkout(s);
    }
    if (s.account) {
      const signOut = rng() < 0.3;
      if (signOut) await s.v.call('sign-out', 'POST', '/api/auth/sign-out', { json: {} });
      s.account.cookies = signOut ? null : new Map(s.v.jar);
    }
  } finally {
    if (s.account) s.account.busy = false;
  }
}

export async function virtualUser(i: number, c: Catalogue) {
  const rng = mulberry32(SEED * 1_000_003 + i);
  // Users arrive over the first 20 s, not all in the same instant; the first --burst of them within --burst-seconds,
  // each signing up the moment it arrives.
  const drop = i < BURST;
  await sleep(rng() * (drop ? BURST_SECONDS * 1000 : Math.min(20_000, DURATION_MS / 4)));
  let first = true;
  while (timeLeft()) {
    await session(mulberry32(Math.floor(rng() * 2 ** 32)), c, drop && first);
    first = false;
    await sleep(thinkMs(rng));
  }
}
