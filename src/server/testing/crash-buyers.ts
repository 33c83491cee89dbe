import { setTimeout as sleep } from 'node:timers/promises';
import type { Rng } from '../db/seed/random.ts';
import { ADDRESS, CARDS } from './checkout-fixtures.ts';

const YEAR = new Date().getFullYear();

/** What the purchase stream counts as it goes (the crash test's figures carry these among its own). */
export type PurchaseFigures = {
  purchases: number;
  paidAnswered: number;
  threeDSecure: number;
  interrupted: number;
  refused: Record<string, number>;
};

type Shopper = { email: string; ip: string; cookie: string; busy: boolean };
type Answer = { status: number; json: () => Record<string, unknown> };

/**
 * `count` customers, each from its own address and signed up once (their sessions, kept in the database, outlive
 * the shop's restarts), buying over HTTP from `base`: a product and length from `products`, one or two units, with
 * a good, a declined or a 3-D Secure test card (the test bank page passing or failing the check). `pick` draws
 * them as the stream interleaves. Requests a kill cuts off count as interrupted; anything else thrown is a bug.
 */
export function crashBuyers(o: {
  base: string;
  products: { id: string; lengths: string[] }[];
  pick: Rng;
  count: number;
  tag: string;
  figures: PurchaseFigures;
}) {
  const { base, products, pick, figures } = o;
  const shoppers: Shopper[] = [];
  const workers: Promise<void>[] = [];
  // The shop is up unless held; requests meanwhile fail (and the stream just goes on).
  let ready: Promise<void> = Promise.resolve();
  let stopping = false;
  // Payments sent and not yet answered: the moments worth killing the shop in.
  let paymentsInFlight = 0;
  let turn = 0;

  async function request(
    s: Shopper,
    method: string,
    to: string,
    body?: unknown,
    form?: string,
  ): Promise<Answer> {
    const res = await fetch(`${base}${to}`, {
      method,
      redirect: 'manual',
      headers: {
        origin: base,
        'x-forwarded-for': s.ip,
        ...(s.cookie ? { cookie: s.cookie } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(form !== undefined ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: body !== undefined ? JSON.stringify(body) : form,
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair = ''] = c.split(';');
      const [cookieName] = pair.split('=');
      s.cookie = [...s.cookie.split('; ').filter((x) => x && !x.startsWith(`${cookieName}=`)), pair].join(
        '; ',
      );
    }
    const text = await res.text();
    return { status: res.status, json: () => JSON.parse(text) as Record<string, unknown> };
  }

  async function refused(res: Answer) {
    let code = String(res.status);
    try {
      code += ` ${(res.json().error as { code?: string } | undefined)?.code ?? ''}`;
    } catch {
      // not the API's JSON error
    }
    figures.refused[code] = (figures.refused[code] ?? 0) + 1;
    // A refusal (a payment of this shopper's still being placed, a limit) is not worth asking again at once.
    await sleep(200);
  }

  async function paying<T>(sent: Promise<T>): Promise<T> {
    paymentsInFlight++;
    try {
      return await sent;
    } finally {
      paymentsInFlight--;
    }
  }

  async function purchase(s: Shopper) {
    const p = products[Math.floor(pick() * products.length)];
    const length = p?.lengths[Math.floor(pick() * (p?.lengths.length ?? 1))];
    const items = [{ productId: p?.id, size: length, qty: 1 + Math.floor(pick() * 2) }];
    const roll = pick();
    const card = roll < 0.3 ? CARDS.authenticate : roll < 0.36 ? CARDS.declined : CARDS.success;
    const authOutcome = pick() < 0.85 ? 'complete' : 'fail';
    figures.purchases++;
    const started = await request(s, 'POST', '/api/create-payment-intent', {
      items,
      shippingAddress: ADDRESS,
      billingAddress: ADDRESS,
    });
    if (started.status !== 200) return refused(started);
    const { clientSecret } = started.json() as { clientSecret: string };
    const paid = await paying(
      request(s, 'POST', '/api/payments/test/confirm', {
        clientSecret,
        card: { number: card, expMonth: 12, expYear: YEAR + 5, cvc: '123' },
      }),
    );
    if (paid.status !== 200) return refused(paid);
    const answer = paid.json() as { status: string; redirectUrl?: string };
    if (answer.status === 'requires_action' && answer.redirectUrl) {
      figures.threeDSecure++;
      // The test bank page's button.
      const back = await paying(request(s, 'POST', answer.redirectUrl, undefined, `outcome=${authOutcome}`));
      if (back.status === 303 && authOutcome === 'complete') figures.paidAnswered++;
    } else if (answer.status === 'succeeded') figures.paidAnswered++;
  }

  async function worker() {
    while (!stopping) {
      await ready;
      // Each shopper in turn, so the payment limits (20 an hour a customer) are spread over them all.
      turn = (turn + 1) % shoppers.length;
      const s = [...shoppers.slice(turn), ...shoppers.slice(0, turn)].find((x) => !x.busy);
      if (!s) {
        await sleep(10);
        continue;
      }
      s.busy = true;
      try {
        // A shopper's moment between purchases (and fewer of them run into the payment rate limits).
        await sleep(50 + pick() * 250);
        await purchase(s);
      } catch (err) {
        // The shop was killed under this request (or was down when it was sent); anything else is a bug here.
        if (!(err instanceof TypeError && /fetch failed|terminated/.test(err.message))) throw err;
        figures.interrupted++;
        await sleep(20);
      } finally {
        s.busy = false;
      }
    }
  }

  return {
    /** Signs the customers up, one after another; the sign-ups' HTTP statuses. */
    async signUp(): Promise<number[]> {
      const statuses: number[] = [];
      for (let i = 0; i < o.count; i++) {
        const s: Shopper = {
          email: `crash${i}.${o.tag}@example.com`,
          ip: `198.51.100.${i + 1}`,
          cookie: '',
          busy: false,
        };
        const res = await request(s, 'POST', '/api/auth/sign-up/email', {
          email: s.email,
          password: 'crash-test-password',
          name: '',
        });
        statuses.push(res.status);
        shoppers.push(s);
      }
      return statuses;
    },
    /** Starts `count` workers, each buying for whichever shopper is free, until `stop`. */
    start(count: number) {
      for (let i = 0; i < count; i++) workers.push(worker());
    },
    /** Until the returned function is called, workers start no new purchase (the shop is down). */
    hold(): () => void {
      let up!: () => void;
      ready = new Promise((r) => {
        up = r;
      });
      return up;
    },
    /** Waits until a payment is in flight, or `ms` have passed. */
    async paymentInFlight(ms: number) {
      for (const giveUp = Date.now() + ms; paymentsInFlight === 0 && Date.now() < giveUp; ) await sleep(1);
    },
    /** Stops the stream and waits for the purchases under way (throwing what a worker threw). */
    async stop() {
      stopping = true;
      await Promise.all(workers);
    },
  };
}
