import { shopper } from './checkout-fixtures.ts';
import type { TestApp } from './test-app.ts';

const PER_SHOPPER = 4;

/** How many customers a race of `attempts` checkouts is run by. */
export const raceShoppers = (attempts: number) => Math.ceil(attempts / PER_SHOPPER);

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
  /** Customers signed up already (as many as `raceShoppers(attempts)`), e.g. shared by a file's tests. */
  given?: { shoppers: Awaited<ReturnType<typeof shopper>>[] },
) {
  // Signed up one after another: the shop hashes only a few passwords at once and turns a crowd away (503).
  const shoppers: Awaited<ReturnType<typeof shopper>>[] = given ? [...given.shoppers] : [];
  if (given && shoppers.length !== raceShoppers(attempts)) {
    throw new Error(`a race of ${attempts} checkouts needs ${raceShoppers(attempts)} shoppers`);
  }
  for (let i = shoppers.length; i < raceShoppers(attempts); i++) {
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
