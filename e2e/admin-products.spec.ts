import sharp from 'sharp';
import type { ProductDetail } from '#shared/contract/catalog.ts';
import { formatPence } from '#shared/money.ts';
import { signInAsAdmin } from './admin-support.ts';
import { expect, test } from './fixtures.ts';
import { apiListing, cardNames, expectNoSeriousA11yViolations } from './support.ts';

test('the admin adds a product with two lengths (values of its Length option) at different prices and stocks and an uploaded image, finds it in the shop from the lower price, edits its price, deletes it', async ({
  page,
  request,
  baseURL,
}) => {
  // A whole admin journey with axe checks on each page: longer than one shopper's step on a shared 2-core machine.
  test.slow();
  const name = `Ombre Body Wave ${Date.now()}`;
  const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#5b3a29' } })
    .jpeg()
    .toBuffer();
  await signInAsAdmin(page, baseURL);

  await page.goto('/admin/add-product/ADD');
  await expect(page.getByRole('heading', { name: 'Add New Product' })).toBeVisible();
  // Saving an empty form names each missing field: the Length option's first value too.
  await page.getByRole('button', { name: 'Save Product' }).click();
  for (const message of ['Name is required', 'Price is required', 'Choose a category', 'Value is required']) {
    await expect(page.getByText(message)).toBeVisible();
  }

  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Price', { exact: true }).fill('39.99');
  await page.getByLabel('Category').selectOption('Human hair');
  await page.getByLabel('Brand').fill('Tressa Studio');
  await page.getByLabel('Description').fill('Two-tone body wave, soft and full.');
  // The Length option's values make the variants: 14" at the product's price (its placeholder), 16" at a price of
  // its own.
  await page.getByLabel('Value 1 of Length', { exact: true }).fill(' 14" ');
  await page.getByRole('button', { name: 'Add value to Length' }).click();
  await expect(page.getByLabel('Value 2 of Length', { exact: true })).toBeFocused();
  await page.getByLabel('Value 2 of Length', { exact: true }).fill('16"');
  await expect(page.getByLabel('Price (£), 14"', { exact: true })).toHaveAttribute(
    'placeholder',
    `${formatPence(3999)} (product price)`,
  );
  await page.getByLabel('Stock, 14"', { exact: true }).fill('5');
  await page.getByLabel('Price (£), 16"', { exact: true }).fill('49.99');
  await page.getByLabel('Stock, 16"', { exact: true }).fill('2');
  // A value given twice is marked at its field at once, then removed with its row.
  await page.getByRole('button', { name: 'Add value to Length' }).click();
  await page.getByLabel('Value 3 of Length', { exact: true }).fill('16"');
  await expect(page.getByText('Each value only once')).toBeVisible();
  await page.getByRole('button', { name: 'Remove 16" from Length' }).last().click();
  await expect(page.getByLabel('Value 3 of Length', { exact: true })).toHaveCount(0);
  await expect(page.getByText('Total stock: 7')).toBeVisible();

  // Something that is not an image is refused by its content, whatever its name says.
  const upload = page.getByLabel('Upload images');
  await upload.setInputFiles({ name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('just text') });
  await expect(
    page.getByRole('alert').filter({ hasText: '"notes.jpg" is not a JPEG, PNG, WebP or AVIF image' }),
  ).toBeVisible();
  await expect(page.getByLabel('Image URL 1')).toHaveCount(0);
  await upload.setInputFiles({ name: 'ombre.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(page.getByLabel('Image URL 1')).toHaveValue(/^\/media\/upload-/);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Save Product' }).click();
  await expect(page.getByText('Product added to Database Successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/all-products$/);

  // In the shop, at once: the storefront's caches were dropped by the write.
  const listed = await apiListing(request, `?q=${encodeURIComponent(name)}`);
  expect(listed.items).toHaveLength(1);
  const [item] = listed.items;
  // The listing sums its variants up; the product's own address carries them.
  expect(item?.variantSummary).toEqual({ count: 2, inStock: 2, minPrice: 3999, maxPrice: 4999 });
  const product: ProductDetail = await (await request.get(`/api/products/${item?.id}`)).json();
  expect(product.lengths).toEqual(['14"', '16"']);
  // Each length with an id and a SKU of its own, made from the product's id and the length.
  const [v14, v16] = product.variants;
  expect(product.variants).toMatchObject([
    { id: expect.any(String), sku: `${product.id}-14in`, length: '14"', price: 3999, stock: 5 },
    { id: expect.any(String), sku: `${product.id}-16in`, length: '16"', price: 4999, stock: 2 },
  ]);
  expect(item?.price).toBe(3999);
  await page.goto(`/all?q=${encodeURIComponent(name)}`);
  await expect(cardNames(page)).toHaveText([name]);
  await expect(page.getByRole('article').getByText(`from ${formatPence(3999)}`)).toBeVisible();
  // Each length at its price in the quick view's Length picker.
  await page.getByRole('button', { name: `View Details of ${name}` }).click();
  const lengths = page.getByRole('dialog').getByRole('radiogroup', { name: 'Length' }).getByRole('radio');
  await expect(lengths).toHaveCount(2);
  await expect(lengths.nth(0)).toHaveAccessibleName('14"');
  await expect(lengths.nth(0)).toHaveAccessibleDescription(formatPence(3999));
  await expect(lengths.nth(1)).toHaveAccessibleName('16"');
  await expect(lengths.nth(1)).toHaveAccessibleDescription(formatPence(4999));
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('article').locator('img').first()).toHaveAttribute(
    'src',
    /\/media\/upload-[\w-]+\?w=/,
  );

  // Edit the price from the admin table.
  await page.goto('/admin/all-products');
  await page.getByLabel('Search products').fill(name);
  await page.getByLabel('Search products').press('Enter');
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row.getByRole('cell', { name: `from ${formatPence(3999)}`, exact: true })).toBeVisible();
  await expect(row.getByRole('cell', { name: '7', exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: `Edit ${name}` }).click();
  await expect(page.getByRole('heading', { name: 'Edit Product' })).toBeVisible();
  // Each variant with its stock, and a price only where it has one of its own (16"); 14" sells at the product's
  // price, and follows it when that changes.
  await expect(page.getByLabel('Price', { exact: true })).toHaveValue('39.99');
  await expect(page.getByLabel('Value 1 of Length', { exact: true })).toHaveValue('14"');
  await expect(page.getByLabel('Price (£), 14"', { exact: true })).toHaveValue('');
  await expect(page.getByLabel('Value 2 of Length', { exact: true })).toHaveValue('16"');
  await expect(page.getByLabel('Price (£), 16"', { exact: true })).toHaveValue('49.99');
  await expect(page.getByLabel('Stock, 16"', { exact: true })).toHaveValue('2');
  await page.getByLabel('Price', { exact: true }).fill('44.50');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Product Updated Successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/all-products/);
  const edited = await (await request.get(`/api/products/${product.id}`)).json();
  expect(edited).toMatchObject({ price: 4450, createdAt: product.createdAt, editedAt: expect.any(String) });
  // The same lengths, ids and SKUs: a price change is not a new variant.
  expect(edited.variants).toMatchObject([
    { ...v14, price: 4450 },
    { ...v16, price: 4999 },
  ]);

  // Delete, after confirming.
  await page.getByLabel('Search products').fill(name);
  await page.getByLabel('Search products').press('Enter');
  await expect(page.getByRole('cell', { name: formatPence(4450) })).toBeVisible();
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete product?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Product deleted successfully')).toBeVisible();
  await expect(page.getByText('NO PRODUCTS FOUND')).toBeVisible();
  expect((await request.get(`/api/products/${product.id}`)).status()).toBe(404);
});
