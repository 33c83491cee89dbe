import { shopper } from './checkout-fixtures.ts';
import type { TestApp } from './test-app.ts';

const PER_SHOPPER = 4;

/**
 * `attempts` checkouts of one unit, spread over the given app instances, from shoppers racing each other, each of
 * whom checks out `PER_SHOPPER` times in turn (a customer has one unpaid checkout at a time: a second at once would
 * replace the first); each checkout that gets an intent pays with the good test card. Counts paid orders and
 * refusals (409), with the refusals' messages.
 */
export async function checkoutRace(
  instances: TestApp[],
  line: { productId: string; size: string; name: string },
  attempts: number,
) {
  // Signed up one after another: the shop hashes only a few passwords at once and turns a crowd away (503).
  const shoppers: Awaited<ReturnType<typeof shopper>>[] = [];
  for (let i = 0; i < Math.ceil(attempts / PER_SHOPPER); i++) {
    shoppers.push(await shopper(instances[i % instances.length] as TestApp));
  }
  const attempt = async (s: Awaited<ReturnType<typeof shopper>>) => {
    const res = await s.createIntent([{ productId: line.productId, size: line.size, qty: 1 }]);
    if (res.statusCode === 409) return { paid: false, refusal: res.json().error.message as string };
    if (res.statusCode !== 200) throw new Error(`checkout answered ${res.statusCode}: ${res.body}`);
    const { clientSecret } = res.json();
    const paid = await s.pay(clientSecret, '4242 4242 4242 4242');
    return { paid: paid.json().status === 'succeeded', refusal: null };
  };
  const turns = await Promise.all(
    shoppers.map(async (s, i) => {
      const mine = [];
      for (let k = i; k < attempts; k += shoppers.length) mine.push(await attempt(s));
      return mine;
    }),
  );
  const outcomes = turns.flat();
  return {
    paid: outcomes.filter((o) => o.paid).length,
    refused: outcomes.filter((o) => o.refusal !== null).length,
    refusals: new Set(outcomes.flatMap((o) => (o.refusal ? [o.refusal] : []))),
  };
}
