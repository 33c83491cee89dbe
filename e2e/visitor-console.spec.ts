import { type ConsoleMessage, expect, type Page, type Request, type Response, test } from './fixtures.ts';
import { chooseVariant } from './shopper.ts';
import { apiProducts, cartBadge } from './support.ts';

/**
 * Everything the browser would report as a problem on a page: console errors and warnings (Chromium logs every
 * answer ≥ 400 as "Failed to load resource"), requests that failed, and answers ≥ 400 themselves. A visitor who is
 * not signed in must see none: an owner's console-error monitor would fire on every visit, and Lighthouse's best
 * practices count it against the page (issue 30).
 */
function watchProblems(page: Page) {
  const problems: string[] = [];
  const onConsole = (msg: ConsoleMessage) => {
    if (msg.type() === 'error' || msg.type() === 'warning')
      problems.push(`console ${msg.type()} on ${page.url()}: ${msg.text()}`);
  };
  // Only requests made since watching began: the page before a navigation ends its own live stream as it goes.
  const made = new Set<Request>();
  const onRequest = (req: Request) => made.add(req);
  // A live stream that was answered and later ends as "aborted" was closed by the page itself, because what it
  // watches changed (live-updates.tsx); a stream that never opened is a failure like any other.
  const opened = new Set<Request>();
  const onFailed = (req: Request) => {
    if (!made.has(req)) return;
    if (
      req.resourceType() === 'eventsource' &&
      opened.has(req) &&
      req.failure()?.errorText === 'net::ERR_ABORTED'
    )
      return;
    problems.push(`${req.method()} ${req.url()} failed: ${req.failure()?.errorText}`);
  };
  const onResponse = (res: Response) => {
    if (res.status() >= 400) problems.push(`${res.request().method()} ${res.url()} answered ${res.status()}`);
    else opened.add(res.request());
  };
  page.on('console', onConsole);
  page.on('request', onRequest);
  page.on('requestfailed', onFailed);
  page.on('response', onResponse);
  return {
    problems,
    /** Stops watching: leaving the page then ends its live stream, the page going away rather than a failure. */
    stop() {
      page.off('console', onConsole);
      page.off('request', onRequest);
      page.off('requestfailed', onFailed);
      page.off('response', onResponse);
    },
  };
}

/** Lets the page finish what it does after hydration (the session, the live stream, the pictures). */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
}

test('a visitor who is not signed in opens home, listing, product and cart with nothing in the console', async ({
  page,
  request,
}) => {
  // Five page loads and a walk on a 2-core machine shared with other work: longer than one journey's minute.
  test.slow();
  const [product] = await apiProducts(request);
  if (!product?.lengths[0]) throw new Error('no demo product');

  // Each page loaded on its own, as a visitor arriving from a search or a shared link (and as Lighthouse loads it).
  for (const path of ['/', '/all', `/product-details/${product.id}`, '/cart']) {
    const watch = watchProblems(page);
    await page.goto(path);
    // The visitor is seen as signed out: the session was asked and answered.
    await expect(page.getByRole('banner').getByRole('button', { name: 'Login' })).toBeVisible();
    await settle(page);
    watch.stop();
    expect(watch.problems, `on ${path}`).toEqual([]);
  }

  // And one visit walked through with the app's own links, putting something in the cart on the way.
  const watch = watchProblems(page);
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'All Products' }).click();
  await expect(page).toHaveURL(/\/all$/);
  await page.getByRole('link', { name: `View Product: ${product.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/product-details/${product.id}$`));
  await chooseVariant(page, product.lengths[0] ?? '');
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('region', { name: 'In your cart' })).toBeVisible();
  await cartBadge(page).click();
  await page.getByRole('banner').getByRole('link', { name: 'View cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('main').getByText(product.name).first()).toBeVisible();
  await nav.getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await settle(page);
  watch.stop();
  expect(watch.problems).toEqual([]);
});
