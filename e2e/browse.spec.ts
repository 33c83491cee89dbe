import { expect, test } from './fixtures.ts';
import { apiListing, cardNames } from './support.ts';

test('home → Shop Now → filter, sort, page and search, every step kept in the URL', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const headline = page.getByRole('heading', { level: 1 });
  await expect(headline).toContainText('Human Hairs');
  // The headline word moves on every 2 s.
  await expect(headline).toContainText('Extensions', { timeout: 5_000 });
  await expect(page.getByRole('img', { name: /tressa/i }).first()).toBeVisible();

  await page.getByRole('link', { name: 'Shop Now' }).click();
  await expect(page).toHaveURL(/\/all$/);
  const all = await apiListing(request);
  await expect(page.getByText(`${all.total} Products found`)).toBeVisible();
  await expect(cardNames(page)).toHaveText(all.items.map((p) => p.name));

  // Category: the grid and the count follow the server's answer for the same filter.
  const category = all.facets.categories.find((c) => c.count > 0 && c.value !== 'Human hair');
  if (!category) throw new Error('the demo catalogue has no second category');
  await page.getByRole('button', { name: new RegExp(`^${category.value}`) }).click();
  await expect(page).toHaveURL(
    new RegExp(`category=${encodeURIComponent(category.value).replace(/%20/g, '(\\+|%20)')}`),
  );
  await expect(page.getByText(`${category.count} Products found`)).toBeVisible();

  // Sort by lowest price, then combine a brand filter: both filters hold at once.
  await page.getByLabel('Sort by').selectOption('lowest-price');
  await expect(page).toHaveURL(/sort=lowest-price/);
  const cq = `?category=${encodeURIComponent(category.value)}&sort=lowest-price`;
  const sorted = await apiListing(request, cq);
  await expect(cardNames(page)).toHaveText(sorted.items.map((p) => p.name));

  const brand = sorted.facets.brands.find((b) => b.count > 0);
  if (!brand) throw new Error('no brand in that category');
  await page.getByLabel('BRAND').selectOption(brand.value);
  const both = await apiListing(request, `${cq}&brand=${encodeURIComponent(brand.value)}`);
  await expect(
    page.getByText(`${both.total} ${both.total === 1 ? 'Product' : 'Products'} found`),
  ).toBeVisible();
  await expect(cardNames(page)).toHaveText(both.items.map((p) => p.name));

  // Reload keeps it all; Clear Filters resets the filters.
  await page.reload();
  await expect(cardNames(page)).toHaveText(both.items.map((p) => p.name));
  await page.getByRole('button', { name: 'Clear Filters' }).click();
  await expect(page.getByText(`${all.total} Products found`)).toBeVisible();
});

test('pagination stays between the first and the last page, and Back returns', async ({ page, request }) => {
  const all = await apiListing(request);
  const pages = Math.ceil(all.total / all.perPage);
  await page.goto('/all');
  const pager = page.getByRole('navigation', { name: 'Pagination' });
  await expect(pager.getByRole('link', { name: 'Previous' })).toBeDisabled();
  await expect(pager.getByText(`Page 1 of ${pages}`)).toBeVisible();

  await pager.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/page=2/);
  const second = await apiListing(request, '?page=2');
  await expect(cardNames(page)).toHaveText(second.items.map((p) => p.name));

  await page.goto(`/all?page=${pages}`);
  await expect(pager.getByRole('link', { name: 'Next' })).toBeDisabled();
  await expect(pager.getByText(`Page ${pages} of ${pages}`)).toBeVisible();

  await page.goBack();
  await expect(cardNames(page)).toHaveText(second.items.map((p) => p.name));
});

test('search matches name, category or brand; nothing found says so', async ({ page, request }) => {
  await page.goto('/all');
  const search = page.getByLabel('Search products');
  await search.fill('WAVE');
  await search.press('Enter');
  await expect(page).toHaveURL(/q=WAVE/);
  const found = await apiListing(request, '?q=wave');
  expect(found.total).toBeGreaterThan(0);
  await expect(
    page.getByText(`${found.total} ${found.total === 1 ? 'Product' : 'Products'} found`),
  ).toBeVisible();

  await search.fill('zzzz-no-such-hair');
  await search.press('Enter');
  await expect(page.getByText('No Products Found')).toBeVisible();
});

test('list layout shows brand and a description cut at 150 characters', async ({ page, request }) => {
  const all = await apiListing(request, '?perPage=48');
  const long = all.items.find((p) => p.description.length > 150);
  if (!long) throw new Error('the demo catalogue needs a description over 150 characters');
  await page.goto(`/all?q=${encodeURIComponent(long.name)}`);
  await page.getByRole('button', { name: 'List view' }).click();
  await expect(page.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText(`${long.description.slice(0, 150)}...`)).toBeVisible();
  await expect(page.getByRole('main').getByText(long.brand, { exact: true })).toBeVisible();
});

test('Back to Top appears after scrolling past 400 px and returns to the top', async ({ page }) => {
  await page.goto('/all');
  // Scroll only once the grid is there: before, the page is too short to scroll past 400 px.
  await expect(cardNames(page).first()).toBeVisible();
  const backToTop = page.getByRole('button', { name: 'Back to Top' });
  await expect(backToTop).toBeHidden();
  await page.mouse.move(640, 400);
  await page.mouse.wheel(0, 900);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(400);
  await expect(backToTop).toBeVisible();
  await backToTop.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(50);
});
