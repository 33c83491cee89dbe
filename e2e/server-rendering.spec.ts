import { formatPence } from '#shared/money.ts';
import { type APIRequestContext, expect, test } from './fixtures.ts';
import { apiListing, apiProducts, byOneOption, cardNames, cartBadge } from './support.ts';

// The public pages arrive rendered by the server (decision 018): readable with JavaScript off, as a crawler or a
// link preview sees them, and hydrated without a mismatch when it is on (the fixture fails any journey on a
// hydration error in the console).

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('a product page shows the product, its price and description', async ({ page, request }) => {
    const { items } = await apiListing(request);
    const product = items[0];
    if (!product) throw new Error('empty catalogue');
    const res = await page.goto(`/product-details/${product.id}`);
    expect(res?.status()).toBe(200);
    await expect(page).toHaveTitle(`${product.name} | Tressa`);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await expect(page.getByText(formatPence(product.price)).first()).toBeVisible();
    await expect(page.getByText(product.description.slice(0, 40))).toBeVisible();
  });

  test('a filtered listing shows its products with their prices', async ({ page, request }) => {
    const listing = await apiListing(request, '?category=Frontal');
    expect(listing.items.length).toBeGreaterThan(0);
    await page.goto('/all?category=Frontal');
    await expect(page.getByText(`${listing.total} Products found`)).toBeVisible();
    for (const product of listing.items) {
      await expect(page.getByRole('heading', { level: 3, name: product.name })).toBeVisible();
    }
  });

  test("a category's pager is links: Next opens page 2 as the server renders it", async ({
    page,
    request,
  }) => {
    const second = await apiListing(request, '?category=Human%20hair&page=2');
    expect(second.items.length).toBeGreaterThan(0);
    await page.goto('/all?category=Human%20hair');
    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/all\?category=Human\+hair&page=2$/);
    await expect(cardNames(page)).toHaveText(second.items.map((p) => p.name));
  });

  test('an unknown product is a 404 that says so', async ({ page }) => {
    const res = await page.goto('/product-details/no-such-thing');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'No product Found' })).toBeVisible();
  });
});

test('page 2 of a category opens in place once the page is live: a link, followed without reloading', async ({
  page,
  request,
}) => {
  const second = await apiListing(request, '?category=Human%20hair&page=2');
  await page.goto('/all?category=Human%20hair');
  await expect(page.locator('html[data-live]')).toBeAttached();
  const documents: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'document') documents.push(r.url());
  });
  const pager = page.getByRole('navigation', { name: 'Pagination' });
  const pageTwo = pager.getByRole('link', { name: 'Page 2' });
  await expect(pageTwo).toHaveAttribute('href', '/all?category=Human+hair&page=2');
  await pageTwo.click();
  await expect(page).toHaveURL(/\/all\?category=Human\+hair&page=2$/);
  await expect(cardNames(page)).toHaveText(second.items.map((p) => p.name));
  await expect(pageTwo).toHaveAttribute('aria-current', 'page');
  // Keyboard and screen-reader users are taken to the new page's results, as before.
  await expect(page.getByRole('heading', { name: /Products found$/ })).toBeFocused();
  expect(documents).toEqual([]);
});

/**
 * A product of the demo catalogue with a length in stock. Not one another journey made (brand 'Tressa Studio'): those
 * are the newest, and a journey may delete its own while this one runs.
 */
async function productInStock(request: APIRequestContext) {
  const items = await apiProducts(request, '?perPage=48');
  // Chosen by length alone: the journey picks a length radio by its name (products of several options have a radio
  // group per option; other journeys make such products, and the demo has some).
  const product = items.find(
    (p) => p.brand !== 'Tressa Studio' && byOneOption(p) && p.variants.some((v) => v.stock > 0),
  );
  if (!product) throw new Error('nothing in stock');
  return product;
}

test('a server-rendered product page hydrates, fetches nothing twice, and Add to Cart works', async ({
  page,
  request,
}) => {
  const product = await productInStock(request);
  const length = product.variants.find((v) => v.stock > 0)?.length ?? '';
  const productCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes(`/api/products/${product.id}`)) productCalls.push(r.url());
  });
  // Opened first plainly, then from a link with a tracking parameter: the same cached page, hydrated at that address.
  await page.goto(`/product-details/${product.id}`);
  await page.goto(`/product-details/${product.id}?utm_source=instagram`);
  await page.getByRole('radio', { name: length, exact: true }).check();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(cartBadge(page)).toHaveAccessibleName('Cart, 1 item');
  // The product and its first page of reviews came with the HTML.
  expect(productCalls).toEqual([]);
});

test('a tap on Add to Cart before the page is live is held, and answered once it is', async ({
  page,
  request,
  baseURL,
}) => {
  const product = await productInStock(request);
  // The app's script arrives late, as on a slow phone: the server's page is on screen, not yet live.
  let release = () => {};
  const arrived = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await arrived;
    await route.continue();
  });
  // The frame's own goto: the fixture's page.goto would wait for the page to be live.
  await page
    .mainFrame()
    .goto(new URL(`/product-details/${product.id}`, baseURL).href, { waitUntil: 'commit' });
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.locator('html[data-live]')).toHaveCount(0);
  await expect(cartBadge(page)).toHaveAccessibleName('Cart, 0 items');

  release();
  // Once live, the held tap is pressed again: the chosen length goes in, as if the shopper had tapped just now.
  await expect(page.locator('html[data-live]')).toHaveCount(1);
  await expect(cartBadge(page)).toHaveAccessibleName('Cart, 1 item');
});
