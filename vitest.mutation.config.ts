import { defineConfig } from 'vitest/config';

/**
 * The tests that reach the money and stock code, for `npm run test:mutation` (stryker.config.mjs). Server files run
 * on PGlite and, when TEST_DATABASE_URL is set, again on PostgreSQL, so the concurrency tests (row locks, lock
 * order, two instances) judge the mutants too. Kept separate from vitest.config.ts so each mutant only loads the
 * test files that can kill it.
 */
const serverTests = [
  'src/server/modules/orders/**/*.test.ts',
  'src/server/modules/checkout/**/*.test.ts',
  'src/server/modules/payments/**/*.test.ts',
  'src/server/modules/promotions/**/*.test.ts',
  'src/server/modules/live/**/*.test.ts',
  'src/server/modules/admin/admin-orders.test.ts',
  'src/server/modules/admin/admin-dashboard.test.ts',
  // Invoices and credit notes are numbered in the placing and refunding transactions (orders/invoice.ts,
  // credit-note.ts, document-numbers.ts): their numbers' and sums' tests.
  'src/server/modules/documents/invoice.test.ts',
  'src/server/modules/documents/credit-note.test.ts',
  'src/server/db/constraints.test.ts',
  'src/server/two-instances.test.ts',
];

const serverProject = (db: 'pglite' | 'postgres') => ({
  test: {
    name: `server-${db}`,
    include: serverTests,
    environment: 'node',
    env: { TEST_DB: db },
    // Longer than the everyday suite's 30 s: under Stryker the two runners share the cores with each other (and on
    // a busy machine with more), and one crowd test that times out fails the initial run, after all of it has run
    // (2026-11-27: 26 minutes lost to a 50-shopper promotions test at 30 s). A hung mutant is still cut off by
    // Stryker's own timeout (stryker.config.mjs timeoutMS).
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'src/shared/**/*.test.ts',
            'src/web/features/catalog/components/quick-view-sheet.test.tsx',
            'src/web/features/catalog/use-add-to-cart-form.test.ts',
            'src/web/features/checkout/pages/checkout-page.test.tsx',
            'src/web/features/checkout/pages/checkout-success-page.test.tsx',
          ],
          environment: 'node',
        },
      },
      // MUTATION_SERVER=off: the pure functions (shared/) judged by their own unit and property tests alone, in
      // minutes rather than hours (every checkout test reaches vat.ts); a lower bound of their score.
      ...(process.env.MUTATION_SERVER === 'off'
        ? []
        : [serverProject('pglite'), ...(process.env.TEST_DATABASE_URL ? [serverProject('postgres')] : [])]),
    ],
  },
});
