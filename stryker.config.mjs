// @ts-check
/**
 * Mutation testing of the money and stock code: `npm run test:mutation` (scripts/mutation.ts), see
 * docs/decisions/017-mutation-testing.md. Not part of `npm test`.
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts', related: true },
  // TypeScript 7 has no JS API, so there is no type-checker plugin: mutants that would not compile run and are
  // killed (or error) at run time instead.
  checkers: [],
  // Stryker rewrites tsconfig.json's paths with the `typescript` package's JS API, which TypeScript 7 lacks; our
  // tsconfig has no extends or references outside the project, so point it at a file that does not exist.
  tsconfigFile: 'stryker-no-tsconfig-rewrite.json',
  mutate: [
    'src/shared/money.ts',
    'src/shared/cart.ts',
    'src/server/modules/checkout/pricing.ts',
    'src/server/modules/checkout/hold-limits.ts',
    'src/server/modules/checkout/start-checkout.ts',
    'src/server/modules/orders/create.ts',
    'src/server/modules/orders/stock.ts',
    'src/server/modules/orders/finalise.ts',
    'src/server/modules/orders/expiry.ts',
    'src/server/modules/orders/refunds.ts',
    'src/server/modules/orders/cancel.ts',
    'src/server/modules/orders/refund-settlement.ts',
    'src/shared/line-refund.ts',
    'src/server/modules/promotions/discounts.ts',
    'src/server/modules/promotions/code-check.ts',
    'src/server/modules/promotions/redemptions.ts',
    'src/server/modules/orders/reconcile.ts',
    // Issue 32: what delivery and VAT cost, and the invoices' numbers.
    'src/shared/delivery.ts',
    'src/shared/vat.ts',
    'src/server/modules/checkout/delivery-choice.ts',
    'src/server/modules/checkout/cart-vat.ts',
    'src/server/modules/orders/invoice.ts',
    // Credit notes: the VAT a refund gives back and the credit notes' numbers.
    'src/server/modules/orders/credit-note.ts',
    'src/server/modules/orders/document-numbers.ts',
  ],
  coverageAnalysis: 'perTest',
  // Static mutants (module-level constants such as money.ts's Intl.NumberFormat) need every test re-run and the
  // vitest runner miscounts their load failures as survivors: left out, as the measurement did.
  ignoreStatic: true,
  incremental: true,
  incrementalFile: 'reports/stryker-incremental.json',
  thresholds: { high: 95, low: 90, break: 90 },
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/mutation.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  clearTextReporter: { allowColor: false, logTests: false, reportMutants: true, reportScoreTable: true },
  // The sandbox is a copy of the git-tracked files (plus node_modules, linked), so the SQL migrations under
  // src/server/db/migrations come along; nothing untracked is needed at run time.
  ignorePatterns: ['reports', 'data', 'dist', 'test-results', 'playwright-report', 'e2e'],
  tempDirName: '.stryker-tmp',
  cleanTempDir: true,
  concurrency: 2,
  // Database tests take seconds each; a mutant that hangs a transaction should time out, not be waited on for long.
  timeoutMS: 60_000,
  timeoutFactor: 2,
  // The initial run (every related test, on both databases) takes longer than Stryker's default 5 minutes here.
  dryRunTimeoutMinutes: 30,
};
