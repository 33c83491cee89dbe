// The soak's virtual users: each is one shopper (a person with one browser and at most one account) who visits the
// shop again and again until the run's end. A visit is a browse, a purchase or, once they have an account, a
// return to their orders.
import { setTimeout as sleep } from 'node:timers/promises';
import { between, mulberry32, type Rng } from '#server/db/seed/random.ts';
import { browseStep, refreshCart } from './browsing.ts';
import { checkout, myOrders, signedIn, signUp } from './buyer.ts';
import type { Catalogue } from './catalogue.ts';
import { Visitor } from './client.ts';
import { BURST, BURST_SECONDS, DURATION_MS, SEED } from './config.ts';
import { run, type Session, type Shopper, think, thinkMs, timeLeft } from './shopper.ts';

/** Looks around `steps` times; a buyer keeps going (up to six more) until something is in the cart. */
async function browse(s: Session, c: Catalogue, steps: number, buying: boolean) {
  for (let i = steps; (i > 0 || (buying && s.cart.length === 0)) && i > -6 && timeLeft(); i--) {
    await think(s);
    await browseStep(s, c, buying);
  }
}

/** One visit, start to finish; `drop`: the visit of one who came for a product drop and signs up the moment it arrives. */
async function visit(rng: Rng, c: Catalogue, shopper: Shopper, drop: boolean) {
  run.visitorCount++;
  const s: Session = { v: shopper.v, rng, cart: [], seen: new Map(), shopper };
  await s.v.call('shop info', 'GET', '/api/shop');
  await s.v.call('offers', 'GET', '/api/offers');
  const type = rng();
  if (drop) {
    // A product drop (issue 30): arrives with the crowd, signs up at once, then fills a cart and pays.
    if (!(await signUp(s))) return;
    await browse(s, c, between(rng, 2, 6), true);
    if (s.cart.length > 0 && timeLeft()) await checkout(s);
  } else if (type < 0.45 || (type >= 0.8 && !shopper.email)) {
    // A look around: now and then fills a cart and leaves it.
    await browse(s, c, between(rng, 4, 14), false);
    if (s.cart.length > 0 && timeLeft()) await refreshCart(s);
  } else if (type < 0.8) {
    // A purchase: looks around, fills a cart, signs up (or is, or signs back, in) and pays.
    await browse(s, c, between(rng, 3, 10), true);
    if (!timeLeft() || s.cart.length === 0) return;
    await think(s);
    if (!(await signedIn(s))) return;
    await think(s);
    if (timeLeft()) await checkout(s);
  } else {
    // A customer back for their orders: looks at them, browses, sometimes buys again.
    if (!(await signedIn(s))) return;
    await think(s);
    await myOrders(s);
    await browse(s, c, between(rng, 2, 8), rng() < 0.3);
    if (s.cart.length > 0 && timeLeft()) await checkout(s);
  }
  // Three in ten signed-in visits end with Sign out; the others leave the browser signed in.
  if (shopper.signedIn && rng() < 0.3) {
    await s.v.call('sign-out', 'POST', '/api/auth/sign-out', { json: {} });
    shopper.signedIn = false;
  }
}

export async function virtualUser(i: number, c: Catalogue) {
  const rng = mulberry32(SEED * 1_000_003 + i);
  const n = i + 1;
  const shopper: Shopper = {
    v: new Visitor(`10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`),
    email: null,
    signedIn: false,
  };
  // Users arrive over the first 20 s, not all in the same instant; the first --burst of them within --burst-seconds,
  // each signing up the moment it arrives.
  const drop = i < BURST;
  await sleep(rng() * (drop ? BURST_SECONDS * 1000 : Math.min(20_000, DURATION_MS / 4)));
  let first = true;
  while (timeLeft()) {
    await visit(mulberry32(Math.floor(rng() * 2 ** 32)), c, shopper, drop && first);
    first = false;
    await sleep(thinkMs(rng));
  }
}
