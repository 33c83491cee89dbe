// npm run bench:cost — how much of the shop's CPU each kind of request the soak sends costs (issue 30: the soak at
// 300 shoppers is CPU-bound on 2 cores, so its latencies are set by the sum of these costs, not by any one wait).
//
// Starts the built shop as the soak does (test payments, the demo catalogue, PostgreSQL: DATABASE_URL or a fresh database
// that is dropped afterwards), signs up one customer, then sends each kind of request N times (BENCH_N, default 400,
// after 40 unmeasured) four at a time, on seeded-random demo products, and reads the shop process's CPU time
// (/proc/<pid>/stat, user + system) before and after. Prints per kind: CPU per request (µs), requests a second, and
// the share of the shop's CPU that kind took in a soak run, weighted by the counts of the 300-shopper soak.
//
// Usage: [BENCH_N=400] [SOAK_SEED=1] npm run bench:cost
import { readFileSync } from 'node:fs';
import { mulberry32 } from '#server/db/seed/random.ts';
import { lookupProducts } from './bench-processes.ts';
import { listingQuery } from './soak/browsing.ts';
import { readCatalogue } from './soak/catalogue.ts';
import { Visitor } from './soak/client.ts';
import { BASE, PASSWORD } from './soak/config.ts';
import { soakDatabase } from './soak/database.ts';
import { startSoakShop } from './soak/shop.ts';

// soak/config.ts reads the command line (and refuses flags of its own), so this bench's settings come from the environment.
const N = Number(process.env.BENCH_N ?? 400);
const rng = mulberry32(Number(process.env.SOAK_SEED ?? 1));

/** CPU seconds the process has used (user + system), from /proc; 10 ms resolution. */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** How often the 300-shopper soak of 2026-11-29 sent each kind (its table), to weigh the costs. */
const SOAK_COUNTS: Record<string, number> = {
  listing: 18224,
  'listing (filtered)': 12061,
  search: 10166,
  product: 38484,
  'product reviews': 19146,
  'cart refresh': 9973,
  'shop info': 11611,
  offers: 11611,
  me: 5722,
  'my orders': 6321,
  'order page': 6289,
  'last address': 4480,
  quote: 2268,
  'page: home': 2598,
  'page: listing': 3194,
  'page: product': 4834,
};

async function main() {
  const { url: dbUrl, drop } = await soakDatabase(false);
  const { shop, close } = await startSoakShop(dbUrl);
  const pid = shop.pid as number;
  try {
    const catalogue = await readCatalogue(rng);
    const v = new Visitor('10.9.0.1', { httpCache: false });
    const email = `cost.${Date.now()}@example.com`;
    const up = await v.call('sign-up', 'POST', '/api/auth/sign-up/email', {
      json: { email, password: PASSWORD, name: '' },
    });
    if (up.status !== 200) throw new Error(`sign-up answered ${up.status}: ${up.text}`);
    const ids = catalogue.products.map((p) => p.id);
    const one = () => ids[Math.floor(rng() * ids.length)] as string;
    // A cart as the soak's buyers quote it: three products' first lengths in stock (their variants from the lookup:
    // the listing only sums them up; one request before any is measured).
    const inCart = catalogue.products.filter((p) => p.variantSummary.inStock > 0).slice(0, 3);
    const looked = await lookupProducts(
      BASE,
      inCart.map((p) => p.id),
    );
    const withVariants = new Map(looked.map((p) => [p.id, p]));
    const cart = inCart.map((p) => ({
      productId: p.id,
      size: withVariants.get(p.id)?.variants.find((x) => x.stock > 0)?.length,
      qty: 1,
    }));
    const kinds: [string, () => Promise<unknown>][] = [
      ['shop info', () => v.call('shop info', 'GET', '/api/shop')],
      ['offers', () => v.call('offers', 'GET', '/api/offers')],
      ['me', () => v.call('me', 'GET', '/api/me')],
      [
        'listing',
        () => v.call('listing', 'GET', `/api/products?${listingQuery(rng, catalogue, false, false)}`),
      ],
      [
        'listing (filtered)',
        () =>
          v.call('listing (filtered)', 'GET', `/api/products?${listingQuery(rng, catalogue, true, false)}`),
      ],
      ['search', () => v.call('search', 'GET', `/api/products?${listingQuery(rng, catalogue, false, true)}`)],
      ['product', () => v.call('product', 'GET', `/api/products/${encodeURIComponent(one())}`)],
      [
        'product reviews',
        () => v.call('product reviews', 'GET', `/api/products/${encodeURIComponent(one())}/reviews`),
      ],
      [
        'cart refresh',
        () =>
          v.call(
            'cart refresh',
            'GET',
            `/api/products/lookup?ids=${encodeURIComponent(`${one()},${one()}`)}`,
          ),
      ],
      ['my orders', () => v.call('my orders', 'GET', '/api/orders')],
      ['last address', () => v.call('last address', 'GET', '/api/orders/last-address')],
      ['quote', () => v.call('quote', 'POST', '/api/checkout/quote', { json: { items: cart } })],
      ['page: home', () => v.call('page: home', 'GET', '/', { html: true })],
      [
        'page: listing',
        () =>
          v.call('page: listing', 'GET', `/all?${listingQuery(rng, catalogue, rng() < 0.4, false)}`, {
            html: true,
          }),
      ],
      [
        'page: product',
        () => v.call('page: product', 'GET', `/product-details/${encodeURIComponent(one())}`, { html: true }),
      ],
    ];
    const rows: { kind: string; us: number; rps: number }[] = [];
    for (const [kind, send] of kinds) {
      const batch = async (count: number) => {
        let left = count;
        await Promise.all(
          Array.from({ length: 4 }, async () => {
            while (left-- > 0) await send();
          }),
        );
      };
      await batch(40);
      const cpu0 = cpuSeconds(pid);
      const t0 = performance.now();
      await batch(N);
      const seconds = (performance.now() - t0) / 1000;
      rows.push({ kind, us: ((cpuSeconds(pid) - cpu0) / N) * 1e6, rps: N / seconds });
    }
    const weight = rows.reduce((sum, r) => sum + r.us * (SOAK_COUNTS[r.kind] ?? 0), 0);
    console.log(
      `\n${'kind'.padEnd(20)} ${'CPU µs/req'.padStart(11)} ${'req/s'.padStart(7)} ${'share of soak CPU'.padStart(18)}`,
    );
    for (const r of rows)
      console.log(
        `${r.kind.padEnd(20)} ${r.us.toFixed(0).padStart(11)} ${r.rps.toFixed(0).padStart(7)} ${(
          ((r.us * (SOAK_COUNTS[r.kind] ?? 0)) / weight) *
          100
        )
          .toFixed(1)
          .padStart(17)}%`,
      );
    console.log(`\nthese kinds in the soak's counts: ${(weight / 1e6).toFixed(0)} CPU seconds`);
  } finally {
    await close();
    await drop?.();
  }
}

await main();
