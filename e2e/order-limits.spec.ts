import { formatPence } from '#shared/money.ts';
import { addProductAsAdmin, signInAsAdmin } from './admin-support.ts';
import { expect, test } from './fixtures.ts';
import { fillAddress, payWith, register } from './shopper.ts';
import { expectNoSeriousA11yViolations } from './support.ts';

// Issue 21: checkouts cannot hold the shop's stock for free (docs/product.md#limits).

test('the admin sets a limit of 2 per order; the shopper sees it, cannot add a third of a length, and the cart stops at 2', async ({
  page,
  browser,
  baseURL,
  extraHTTPHeaders,
}) => {
  test.slow();
  const name = `Kinky Straight Weft ${Date.now()}`;
  const productId = await addProductAsAdmin(
    browser,
    { baseURL, extraHTTPHeaders },
    {
      name,
      price: 3500,
      category: 'Extensions',
      brand: 'Tressa Studio',
      description: 'Full and soft.',
      variants: [
        { length: '16"', stock: 20 },
        { length: '18"', stock: 20 },
      ],
    },
  );

  // The admin opens the product's form: a new limit starts at 10; they set 2.
  await signInAsAdmin(page, baseURL);
  await page.goto(`/admin/add-product/${productId}`);
  const limit = page.getByLabel('Limit per order');
  await expect(limit).toHaveValue('10');
  await expect(page.getByText('The most of one variant a customer can buy in one order')).toBeVisible();
  await limit.fill('0');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Limit per order must be at least 1')).toBeVisible();
  await limit.fill('2');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Product Updated Successfully')).toBeVisible();

  // A shopper, in a browser of their own, sees the limit beside the quantity.
  const shopperContext = await browser.newContext({ baseURL, extraHTTPHeaders });
  const shopper = await shopperContext.newPage();
  await shopper.goto(`/product-details/${productId}`);
  await expect(shopper.getByText('At most 2 per order')).toBeVisible();
  // Typed only once the page is live (hydrated): a quantity typed into the server's page before that is set back.
  await expect(shopper.locator('html')).toHaveAttribute('data-live');
  await shopper.getByRole('radio', { name: '16"', exact: true }).check();
  const quantity = shopper.getByLabel('Quantity');
  await expect(quantity).toHaveAttribute('max', '2');
  await quantity.fill('3');
  const add = shopper.getByRole('button', { name: 'Add to Cart' });
  await add.click();
  await expect(shopper.getByRole('alert').filter({ hasText: 'per order' })).toHaveText(
    'At most 2 of 16" per order.',
  );
  await quantity.fill('1');
  await add.click();
  await expect(shopper.getByRole('button', { name: 'One more 16" in cart' })).toBeVisible();

  // Two more would make three of that length: refused, counting the one in the cart.
  await quantity.fill('2');
  await add.click();
  await expect(shopper.getByRole('alert').filter({ hasText: 'per order' })).toHaveText(
    'At most 2 of 16" per order (1 already in your cart).',
  );
  await expectNoSeriousA11yViolations(shopper);

  // In the cart, + takes the line to 2 and stops there, saying why.
  await shopper.goto('/cart');
  const line = shopper.getByRole('listitem').filter({ hasText: name });
  const plus = line.getByRole('button', { name: `Increase quantity of ${name} (16")` });
  await expect(line.getByText('At most 2 per order')).toHaveCount(0);
  await plus.click();
  await expect(line.getByRole('group', { name: `Quantity of ${name} (16")` })).toContainText('2');
  await expect(plus).toBeDisabled();
  await expect(line.getByText('At most 2 per order')).toBeVisible();
  await expectNoSeriousA11yViolations(shopper);
  await shopperContext.close();
});

test('a checkout waiting for payment shows on the admin home with its units; the admin releases it and the units are back on sale', async ({
  page,
  browser,
  baseURL,
  extraHTTPHeaders,
  request,
}) => {
  test.slow();
  const name = `Deep Wave Bundle ${Date.now()}`;
  const productId = await addProductAsAdmin(
    browser,
    { baseURL, extraHTTPHeaders },
    {
      name,
      price: 5000,
      category: 'Human hair',
      brand: 'Tressa Studio',
      description: 'Deep, defined waves.',
      variants: [{ length: '20"', stock: 8 }],
    },
  );
  const stockOf20 = async () => {
    const res = await request.get('/api/products/lookup', { params: { ids: productId } });
    return (await res.json()).items[0]?.variants[0]?.stock;
  };

  // A shopper puts 3 in the cart and reaches the payment step: the 3 are held for them.
  const email = await register(page);
  await page.goto(`/product-details/${productId}`);
  await expect(page.getByRole('radio', { name: '20"', exact: true })).toBeChecked();
  await page.getByLabel('Quantity').fill('3');
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('button', { name: 'One more 20" in cart' })).toBeVisible();
  await fillAddress(page);
  const total = 3 * 5000; // free shipping from £75
  await expect(page.getByRole('button', { name: `Pay ${formatPence(total)}` })).toBeVisible();
  await expect.poll(stockOf20).toBe(5);

  // The admin sees that checkout among those holding stock.
  const adminContext = await browser.newContext({ baseURL, extraHTTPHeaders });
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin, baseURL);
  await admin.goto('/admin/home');
  const held = admin.getByRole('region', { name: 'Held in checkouts' });
  await expect(held.getByText(/\d+ units? held in \d+ checkouts? waiting for payment/)).toBeVisible();
  const row = held.getByRole('listitem').filter({ hasText: email });
  await expect(row).toContainText(`3 units · ${formatPence(total)} · ends`);
  await expectNoSeriousA11yViolations(admin);

  // Release asks first; Cancel leaves the checkout alone.
  await row.getByRole('button', { name: `Release the checkout of ${email}` }).click();
  const dialog = admin.getByRole('dialog', { name: 'Release checkout?' });
  await expect(dialog).toContainText(email);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  expect(await stockOf20()).toBe(5);

  await row.getByRole('button', { name: `Release the checkout of ${email}` }).click();
  await dialog.getByRole('button', { name: 'Release' }).click();
  await expect(admin.getByText('Checkout released: its units are back on sale')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(held.getByRole('listitem').filter({ hasText: email })).toHaveCount(0);
  await expect.poll(stockOf20).toBe(8);
  await adminContext.close();

  // The shopper's payment page can no longer take the money: that checkout has ended.
  await payWith(page, '4242 4242 4242 4242');
  await expect(page.getByRole('alert').filter({ hasText: 'This checkout has ended' })).toBeVisible();
});
