import { createHash } from 'node:crypto';
import { test as base, type Page } from '@playwright/test';

// Everything a spec needs from Playwright comes through here, with `test` replaced by ours below.
export * from '@playwright/test';

/** Whether a console message is the browser reporting a Content-Security-Policy violation. */
const isCspReport = (text: string) => /Content[- ]Security[- ]Policy/i.test(text);
/**
 * Whether a console error is React saying a server-rendered page did not hydrate as it was drawn (decision 018):
 * in the production build these are the minified errors 418 (text/markup mismatch), 419, 423 and 425.
 */
const isHydrationError = (text: string) =>
  /hydrat|did not match|Minified React error #(418|419|423|425)/i.test(text);

/**
 * Every journey is its own shopper on its own address, as behind the shop's proxy in production (the server runs
 * with TRUST_PROXY=127.0.0.1): per-IP limits such as ten sign-ups an hour then count one journey each, not the
 * whole suite, and a retry starts afresh.
 *
 * And every journey fails on a Content-Security-Policy violation, a hydration error or an uncaught error in any of
 * its pages: the shop's CSP (server/plugins/security-headers.ts) must hold, and its server-rendered pages must
 * hydrate as drawn, on every page a person visits, not only in the tests made for them.
 */
export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    const [a = 0, b = 0, c = 0] = createHash('sha256')
      .update(`${testInfo.testId}:${testInfo.retry}`)
      .digest();
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': `10.${a}.${b}.${c}` });
  },
  context: async ({ context, javaScriptEnabled }, use) => {
    const problems: string[] = [];
    const watch = (page: Page) => {
      // A server-rendered page shows before it is live; a shopper's tap in that moment is not answered, so the
      // journeys, which tap at once, wait for the app to mark it live (root-layout.tsx) after each page load.
      if (javaScriptEnabled !== false) {
        const goto = page.goto.bind(page);
        const reload = page.reload.bind(page);
        const live = () => page.locator('html[data-live]').waitFor({ state: 'attached' });
        page.goto = async (...args) => {
          const res = await goto(...args);
          await live();
          return res;
        };
        page.reload = async (...args) => {
          const res = await reload(...args);
          await live();
          return res;
        };
      }
      page.on('console', (msg) => {
        if (isCspReport(msg.text())) problems.push(`CSP violation on ${page.url()}: ${msg.text()}`);
        if (msg.type() === 'error' && isHydrationError(msg.text()))
          problems.push(`hydration error on ${page.url()}: ${msg.text()}`);
      });
      page.on('pageerror', (err) => problems.push(`uncaught error on ${page.url()}: ${err.message}`));
    };
    context.pages().forEach(watch);
    context.on('page', watch);
    await use(context);
    base.expect(problems, 'the pages reported CSP violations or uncaught errors').toEqual([]);
  },
});
