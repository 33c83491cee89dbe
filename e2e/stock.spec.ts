import { formatPence } from '#shared/money.ts';
import { addProductAsAdmin } from './admin-support.ts';
import { expect, test } from './fixtures.ts';
import { addToCart, buyThroughApi, fillAddress, payWith, register } from './shopper.ts';
import { openLive } from './support.ts';

test('the last unit of a length: shopper A buys it, and shopper B sees that length sold out, live and on opening the product', async ({
  page,
  browser,
  baseURL,
  extraHTTPHeaders,
}) => {
  // An admin and two shoppers, each in a browser of their own, on a shared 2-core machine.
  test.slow();
  const name = `Silk Straight Bundle ${Date.now()}`;

  // The admin lists a product with 1 unit left of 18" (through the admin API).
  const productId = await addProductAsAdmin(
    browser,
    { baseURL, extraHTTPHeaders },
    {
      name,
      price: 4500,
      category: 'Human hair',
      brand: 'Tressa Studio',
      description: 'Sleek and soft.',
      variants: [
        { length: '14"', stock: 5 },
        { length: '18"', price: 6000, stock: 1 },
      ],
    },
  );

  // Shopper B already has the product open, with both lengths on offer.
  const otherContext = await browser.newContext({ baseURL, extraHTTPHeaders });
  const other = await otherContext.newPage();
  await openLive(other, `/product-details/${productId}`);
  // The page opens at the first length with its price; each length's radio says its own.
  await expect(other.getByText(formatPence(4500), { exact: true }).first()).toBeVisible();
  const radio = (length: string) => other.getByRole('radio', { name: length, exact: true });
  await expect(radio('18"')).toHaveAccessibleDescription(formatPence(6000));

  // Shopper A buys the last 18" with the test card, at that length's price.
  await register(page);
  await addToCart(page, productId, '18"');
  await fillAddress(page);
  await expect(page.getByRole('button', { name: `Pay ${formatPence(6000 + 499)}` })).toBeVisible();
  await payWith(page, '4242 4242 4242 4242');
  await expect(page.getByText('Payment Successful!')).toBeVisible();

  // B's open page says the length is sold out without a reload; chosen, it cannot be added…
  await expect(radio('18"')).toHaveAccessibleDescription('Sold out');
  await expect(radio('14"')).toHaveAccessibleDescription(formatPence(4500));
  await radio('18"').check();
  await expect(other.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
  await expect(
    other.getByText('18" is sold out for now. Choose another to add it to your cart.'),
  ).toBeVisible();

  // …and so does the product opened afresh; the other length still sells.
  await other.reload();
  await expect(radio('18"')).toHaveAccessibleDescription('Sold out');
  await radio('14"').check();
  await other.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(other.getByRole('button', { name: 'One more 14" in cart' })).toBeVisible();
  await otherContext.close();
});

test('an open cart marks its line Out of stock the moment someone else buys the last unit', async ({
  page,
  browser,
  baseURL,
  extraHTTPHeaders,
  playwright,
}) => {
  const name = `Ripple Wave Bundle ${Date.now()}`;
  const productId = await addProductAsAdmin(
    browser,
    { baseURL, extraHTTPHeaders },
    {
      name,
      price: 3900,
      category: 'Human hair',
      brand: 'Tressa Studio',
      description: 'Soft ripples.',
      variants: [
        { length: '12"', stock: 4 },
        { length: '16"', stock: 1 },
      ],
    },
  );

  // A visitor has the last 16" in the cart, and the cart page open.
  await addToCart(page, productId, '16"');
  await openLive(page, '/cart');
  const line = page.getByRole('listitem').filter({ hasText: name });
  await expect(line).toBeVisible();
  await expect(line.getByText('Out of stock')).toHaveCount(0);

  // Someone else buys it; the open cart says so without a reload.
  const other = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL ?? '' } });
  await buyThroughApi(other, productId, '16"');
  await other.dispose();
  await expect(line.getByText('Out of stock')).toBeVisible();
});
