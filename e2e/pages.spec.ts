import { expect, test } from './fixtures.ts';
import { apiListing, expectNoSeriousA11yViolations } from './support.ts';

test('a refresh on a deep link serves the app', async ({ page, request }) => {
  const { items } = await apiListing(request);
  const product = items[0];
  if (!product) throw new Error('empty catalogue');
  await page.goto(`/product-details/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Be the first one to review this product' })).toHaveAttribute(
    'href',
    `/review-product/${product.id}`,
  );
});

test('an unknown product says so, with status 404', async ({ page }) => {
  const res = await page.goto('/product-details/no-such-thing');
  expect(res?.status()).toBe(404);
  await expect(page.getByText('No product Found')).toBeVisible();
});

test('any other route shows the not-found page with a way home, with status 404', async ({ page }) => {
  const res = await page.goto('/this/does/not/exist');
  expect(res?.status()).toBe(404);
  await expect(page.getByText("Looks like you've found the doorway to the great nothing")).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: /home/i }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the footer shows the shop phone and social link from configuration', async ({ page, request }) => {
  const shop = await (await request.get('/api/shop')).json();
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(
    footer.getByRole('link', { name: new RegExp(shop.phone.replace(/[+]/g, '\\+')) }),
  ).toBeVisible();
  await expect(footer.getByRole('link', { name: new RegExp(shop.socialHandle) })).toHaveAttribute(
    'href',
    shop.socialUrl,
  );
});

test('no serious accessibility violation on home, listing, product and cart', async ({ page, request }) => {
  const { items } = await apiListing(request);
  for (const path of ['/', '/all', `/product-details/${items[0]?.id}`, '/cart']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expectNoSeriousA11yViolations(page);
  }
});

test('on a phone the filters fold into Show Filters @phone', async ({ page }) => {
  await page.goto('/all');
  const toggle = page.getByRole('button', { name: 'Show Filters' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('button', { name: 'Clear Filters' })).toBeHidden();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('button', { name: /^Frontal/ }).click();
  await expect(page).toHaveURL(/category=Frontal/);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('link', { name: 'All Products' }).last()).toBeVisible();
});
