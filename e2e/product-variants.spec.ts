import { formatPence } from '#shared/money.ts';
import { addProductAsAdmin } from './admin-support.ts';
import { expectNoA11yViolations } from './axe-clean.ts';
import { expect, type Locator, type Page, test } from './fixtures.ts';
import { chooseVariant, fillAddress, payWith, register } from './shopper.ts';
import { apiListing, apiProducts, byOneOption, cartBadge } from './support.ts';

// Issue 31: the product page's pickers. The choice is in the address (?variant=<sku>), drawn so by the server, and
// Add to Cart adds it at once; the quick view offers the same choice.

/** The values of the radios the server's HTML has checked, for the page at `url` as a new tab would get it. */
async function checkedInHtml(page: Page, url: string): Promise<string[]> {
  const res = await page.request.get(url);
  expect(res.status()).toBe(200);
  const html = await res.text();
  return [...html.matchAll(/<input[^>]*type="radio"[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => / checked=""/.test(tag))
    .map((tag) => (tag.match(/ value="([^"]*)"/)?.[1] ?? '').replaceAll('&quot;', '"'));
}

/** The chosen variant's price: the first paragraph that is only a price (the radios' prices are not paragraphs). */
const priceIn = (scope: Locator) => scope.locator('p', { hasText: /^£[\d,.]+$/ }).first();

test('a shopper picks a length, shares its address, gets the same choice from the server, adds it and pays', async ({
  page,
  request,
  context,
}) => {
  test.slow();
  const items = await apiProducts(request, '?perPage=48');
  // A demo product chosen by length, with two lengths in stock at different prices.
  // Not one another journey made beside this one (brand 'Tressa Studio'), nor one of several options.
  const product = items.find((p) => {
    const inStock = p.variants.filter((v) => v.stock > 0);
    return (
      p.brand !== 'Tressa Studio' &&
      byOneOption(p) &&
      inStock.length >= 3 &&
      inStock[0]?.price !== inStock[1]?.price
    );
  });
  if (!product) throw new Error('no demo product with three lengths in stock');
  const [first, second, third] = product.variants.filter((v) => v.stock > 0) as [
    (typeof product.variants)[0],
    (typeof product.variants)[0],
    (typeof product.variants)[0],
  ];
  expect(second.price).not.toBe(first.price);

  await register(page);
  await page.goto(`/product-details/${product.id}`);
  const lengths = page.getByRole('radiogroup', { name: 'Length' });
  const radio = (length: string) => lengths.getByRole('radio', { name: length, exact: true });
  const price = page
    .getByRole('main')
    .locator('p', { hasText: /^£[\d,.]+$/ })
    .first();
  await expect(radio(first.length)).toBeChecked();
  await expect(price).toHaveText(formatPence(first.price));
  const entries = await page.evaluate(() => history.length);

  // A click chooses; the address follows, in place of the old one.
  await radio(second.length).check();
  await expect(price).toHaveText(formatPence(second.price));
  await expect(page.getByText(`SKU: ${second.sku}`)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`\\?variant=${second.sku}$`));
  // The arrow keys move the choice within the group, as in any radio group.
  await radio(second.length).focus();
  await page.keyboard.press('ArrowRight');
  await expect(radio(third.length)).toBeChecked();
  await expect(radio(third.length)).toBeFocused();
  await expect(page).toHaveURL(new RegExp(`\\?variant=${third.sku}$`));
  await page.keyboard.press('ArrowLeft');
  await expect(radio(second.length)).toBeChecked();
  await expect(page).toHaveURL(new RegExp(`\\?variant=${second.sku}$`));
  expect(await page.evaluate(() => history.length)).toBe(entries);

  // The address, copied: the server's HTML has that length chosen, whatever the SKU's case, and so has a new tab.
  const url = page.url();
  expect(await checkedInHtml(page, url)).toEqual([second.length]);
  expect(await checkedInHtml(page, url.replace(second.sku, second.sku.toUpperCase()))).toEqual([
    second.length,
  ]);
  expect(await checkedInHtml(page, `/product-details/${product.id}?variant=no-such-sku`)).toEqual([
    first.length,
  ]);
  const tab = await context.newPage();
  await tab.goto(url);
  await expect(tab.getByRole('radio', { name: second.length, exact: true })).toBeChecked();
  await expect(tab.getByRole('link', { name: 'Back to products' })).toBeVisible();
  // The canonical address stays the product's own.
  await expect(tab.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new RegExp(`/product-details/${product.id}$`),
  );

  // Add to Cart adds that length at once, and it is what the checkout charges.
  await tab.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(tab.getByRole('dialog')).toHaveCount(0);
  await expect(cartBadge(tab)).toHaveAccessibleName('Cart, 1 item');
  await tab.close();
  await page.reload();
  await expect(cartBadge(page)).toHaveAccessibleName('Cart, 1 item');
  await fillAddress(page);
  const shipping = second.price >= 7500 ? 0 : 499;
  await expect(
    page.getByRole('button', { name: `Pay ${formatPence(second.price + shipping)}` }),
  ).toBeVisible();
  await payWith(page, '4242 4242 4242 4242');
  await expect(page.getByText('Payment Successful!')).toBeVisible();
  await expect(page.getByRole('main').getByText(second.length).first()).toBeVisible();
});

test('a wig by shade and length: swatches, was-price, few left and pictures follow the choice, in the quick view and on the page', async ({
  page,
  browser,
  baseURL,
  extraHTTPHeaders,
  request,
}) => {
  test.slow();
  const photos = (await apiListing(request, '?perPage=48')).items.find(
    (p) => p.imageURL.length >= 2,
  )?.imageURL;
  if (!photos) throw new Error('no demo photos');
  const name = `Body Wave Wig ${Date.now()}`;
  await addProductAsAdmin(
    browser,
    { baseURL, extraHTTPHeaders },
    {
      name,
      price: 6000,
      category: 'Human hair',
      brand: 'Tressa Studio',
      description: 'Soft body waves.',
      imageURL: [],
      options: [
        {
          name: 'Shade',
          kind: 'swatch',
          property: 'color',
          values: [
            { name: '1B', swatchColor: '#1b1b1b' },
            { name: '#613', swatchColor: '#f1dca7', imageUrls: photos.slice(0, 2) },
          ],
        },
        { name: 'Length', property: 'size', values: [{ name: '14"' }, { name: '18"' }] },
      ],
      // The owner leaves #613 in 14" out.
      variants: [
        { values: ['1B', '14"'], stock: 3, compareAtPrice: 7500 },
        { values: ['1B', '18"'], price: 7000, stock: 30 },
        { values: ['#613', '18"'], price: 8000, stock: 2 },
      ],
    },
  );

  // The quick view, from the listing: it opens at 1B in 14", on sale.
  await page.goto(`/all?q=${encodeURIComponent(name)}`);
  await page.getByRole('button', { name: `View Details of ${name}` }).click();
  const sheet = page.getByRole('dialog', { name });
  const shade = (value: string) => sheet.getByRole('radio', { name: value, exact: true });
  await expect(shade('1B')).toBeChecked();
  await expect(sheet.getByText('Was £75.00')).toBeVisible();
  await expect(sheet.getByText('Save £15.00')).toBeVisible();
  await expect(sheet.getByText('Only 3 left')).toBeVisible();
  await expect(shade('#613')).toHaveAccessibleDescription('Not offered with 14"');
  // #613 comes only in 18": choosing it moves the length, and says so.
  await shade('#613').check();
  await expect(sheet.getByRole('radio', { name: '18"', exact: true })).toBeChecked();
  await expect(sheet.getByText('Length changed to 18", to go with your choice.')).toBeVisible();
  await expect(sheet.getByText('Only 2 left')).toBeVisible();
  await expect(priceIn(sheet)).toHaveText(formatPence(8000));
  await sheet.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(sheet).toBeHidden();
  await expect(page.getByText(`${name} (#613 · 18") added to cart`)).toBeVisible();

  // The page, opened at 1B in 18" by its address.
  const [listed] = await apiProducts(request, `?q=${encodeURIComponent(name)}`);
  const sku = (label: string) => listed?.variants.find((v) => v.length === label)?.sku ?? '';
  await page.goto(`/product-details/${listed?.id}?variant=${sku('1B · 18"').toUpperCase()}`);
  await expect(page.getByText('Shade: 1B')).toBeVisible();
  await expect(page.getByRole('radio', { name: '18"', exact: true })).toBeChecked();
  await expect(priceIn(page.getByRole('main'))).toHaveText(formatPence(7000));
  await expectNoA11yViolations(page, 'product page with pickers, desktop');

  // #613 shows its own photos.
  await page.getByRole('radio', { name: '#613', exact: true }).check();
  await expect(page).toHaveURL(new RegExp(`\\?variant=${sku('#613 · 18"')}$`));
  await expect(page.getByRole('img', { name: `${name}, image 1 of 2` })).toHaveAttribute(
    'src',
    new RegExp(`^${photos[0]}`),
  );
  // By keyboard, 14" (not offered in #613) takes the shade back to 1B.
  await page.getByRole('radio', { name: '18"', exact: true }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('radio', { name: '14"', exact: true })).toBeChecked();
  await expect(page.getByText('Shade: 1B')).toBeVisible();
  await expect(page.getByText('Shade changed to 1B, to go with your choice.')).toBeVisible();

  // On a phone: nothing wider than the screen, and axe still finds nothing.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoA11yViolations(page, 'product page with pickers, 390 px');
  await chooseVariant(page, '1B · 18"');
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(cartBadge(page)).toHaveAccessibleName('Cart, 2 items');
});
