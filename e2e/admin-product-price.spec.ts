import { formatPence } from '#shared/money.ts';
import { addProductAsAdmin, signInAsAdmin } from './admin-support.ts';
import { expect, test } from './fixtures.ts';
import { expectNoSeriousA11yViolations } from './support.ts';

// Issue 19: the product's price governs every length without a price of its own.
test('the admin changes the price of a product with one length priced on its own: the other lengths follow, that one keeps its price', async ({
  page,
  browser,
  baseURL,
  extraHTTPHeaders,
}) => {
  test.slow();
  const name = `Deep Wave Bundle ${Date.now()}`;
  const productId = await addProductAsAdmin(
    browser,
    { baseURL, extraHTTPHeaders },
    {
      name,
      price: 4500,
      category: 'Human hair',
      brand: 'Tressa Studio',
      description: 'Full and soft.',
      variants: [
        { length: '14"', stock: 5 },
        { length: '16"', stock: 5 },
        { length: '18"', price: 6000, stock: 5 },
      ],
    },
  );

  await signInAsAdmin(page, baseURL);
  await page.goto(`/admin/add-product/${productId}`);
  await expect(page.getByRole('heading', { name: 'Edit Product' })).toBeVisible();
  await expect(page.getByLabel('Price', { exact: true })).toHaveValue('45.00');
  // Only the 18" has a price of its own; the others show the product's price and say they sell at it. (The
  // product was written by a client from before options: its lengths are its Length option's values.)
  const rowPrice = (n: number) =>
    page.getByLabel(`Price (£), ${['14"', '16"', '18"'][n - 1]}`, { exact: true });
  await expect(rowPrice(1)).toHaveValue('');
  await expect(rowPrice(1)).toHaveAttribute('placeholder', `${formatPence(4500)} (product price)`);
  await expect(rowPrice(2)).toHaveValue('');
  await expect(rowPrice(3)).toHaveValue('60.00');
  await expect(rowPrice(1)).toHaveAccessibleDescription(`Sells at the product price, ${formatPence(4500)}`);
  await expect(rowPrice(3)).toHaveAccessibleDescription(`Sells at its own price, ${formatPence(6000)}`);
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel('Price', { exact: true }).fill('49.50');
  await expect(rowPrice(2)).toHaveAccessibleDescription(`Sells at the product price, ${formatPence(4950)}`);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Product Updated Successfully')).toBeVisible();

  // The shopper's product page: the new price for 14" and 16", the 18"'s own price unchanged.
  await page.goto(`/product-details/${productId}`);
  const lengths = page.getByRole('radiogroup', { name: 'Length' }).getByRole('radio');
  await expect(lengths).toHaveCount(3);
  for (const [i, price] of [4950, 4950, 6000].entries())
    await expect(lengths.nth(i)).toHaveAccessibleDescription(formatPence(price));
});
