import { shopper } from './checkout-fixtures.ts';
import type { TestApp } from './test-app.ts';

const PER_SHOPPER = 4;

/**
 * `attempts` checkouts of one unit at once, spread over the given app instances, from shoppers who each start
 * `PER_SHOPPER` of them (within the per-customer payment limit); each checkout that gets an intent pays with the
 * good test card. Counts paid orders and refusals (409), with the refusals' messages.
 */
export async function checkoutRace(
  instances: TestApp[],
  line: { productId: string; size: string; name: string },
  attempts: number,
) {
  const shoppers = await Promise.all(
    Array.from({ length: Math.ceil(attempts / PER_SHOPPER) }, (_, i) =>
      shopper(instances[i % instances.length] as TestApp),
    ),
  );
  const outcomes = await Promise.all(
    Array.from({ length: attempts }, async (_, i) => {
      const s = shoppers[i % shoppers.length];
      if (!s) throw new Error('no shopper');
      const res = await s.createIntent([{ productId: line.productId, size: line.size, qty: 1 }]);
      if (res.statusCode === 409) return { paid: false, refusal: res.json().error.message as string };
      if (res.statusCode !== 200) throw new Error(`checkout answered ${res.statusCode}: ${res.body}`);
      const { clientSecret } = res.json();
      const paid = await s.pay(clientSecret, '4242 4242 4242 4242');
      return { paid: paid.json().status === 'succeeded', refusal: null };
    }),
  );
  return {
    paid: outcomes.filter((o) => o.paid).length,
    refused: outcomes.filter((o) => o.refusal !== null).length,
    refusals: new Set(outcomes.flatMap((o) => (o.refusal ? [o.refusal] : []))),
  };
}
