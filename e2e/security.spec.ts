import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from './fixtures.ts';

test('the browser receives the security headers, and the shop runs under its CSP', async ({ page }) => {
  const response = await page.goto('/');
  const headers = response?.headers() ?? {};
  expect(headers['content-security-policy']).toContain("default-src 'self'");
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  // The storefront renders (its bundle and zod run without eval or inline scripts; the fixture fails on a violation).
  await expect(page.getByRole('navigation').first()).toBeVisible();
});

test('the checkout page cannot be framed by another site', async ({ browser, baseURL, extraHTTPHeaders }) => {
  const checkout = new URL('/checkout', baseURL).toString();
  // Another site on this machine (another port is another origin), framing the shop's checkout. A real server,
  // not a routed page: the browser treats a routed page as public and would block the frame for that reason alone.
  const evil = createServer((_req, res) =>
    res
      .writeHead(200, { 'content-type': 'text/html' })
      .end(`<!doctype html><title>Evil</title><iframe title="shop" src="${checkout}"></iframe>`),
  );
  await new Promise<void>((resolve) => evil.listen(0, '127.0.0.1', resolve));
  // A context of its own: the refusal is a CSP report, which the journey fixture would count as a failure.
  const context = await browser.newContext({ extraHTTPHeaders });
  try {
    const page = await context.newPage();
    const blocked = page.waitForEvent('console', (msg) => /frame-ancestors/.test(msg.text()));
    await page.goto(`http://127.0.0.1:${(evil.address() as AddressInfo).port}/`);
    await blocked;
    // The browser shows its own error page in the frame instead of the shop.
    const frame = await (await page.locator('iframe').elementHandle())?.contentFrame();
    expect(frame?.url()).not.toBe(checkout);
  } finally {
    await context.close();
    evil.close();
  }
});
