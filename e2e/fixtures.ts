import { createHash } from 'node:crypto';
import { test as base } from '@playwright/test';

// Everything a spec needs from Playwright comes through here, with `test` replaced by ours below.
export * from '@playwright/test';

/**
 * Every journey is its own shopper on its own address, as behind the shop's proxy in production (the server runs
 * with TRUST_PROXY=127.0.0.1): per-IP limits such as ten sign-ups an hour then count one journey each, not the
 * whole suite, and a retry starts afresh.
 */
export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    const [a = 0, b = 0, c = 0] = createHash('sha256')
      .update(`${testInfo.testId}:${testInfo.retry}`)
      .digest();
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': `10.${a}.${b}.${c}` });
  },
});
