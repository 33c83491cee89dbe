import type { ProductWithVariants } from '#shared/contract/catalog.ts';
import { formatPence } from '#shared/money.ts';
import { expect, test } from './fixtures.ts';
import { addToCart, chooseVariant } from './shopper.ts';
import { apiProducts, byOneOption, cartBadge } from './support.ts';

async function productWithImages(
  request: Parameters<typeof apiProducts>[0],
  min: number,
): Promise<ProductWithVariants> {
  const p = (await apiProducts(request, '?perPage=48')).find(
    // Not one another journey made beside this one (brand 'Tressa Studio', or of several options).
    (x) =>
      x.brand !== 'Tressa Studio' &&
      byOneOption(x) &&
      x.imageURL.length >= min &&
      x.variants.filter((v) => v.stock > 0).length >= 2,
  );
  if (!p) throw new Error(`no demo product with ${min}+ images and 2+ lengths in stock`);
  // Its lengths in stock, first.
  return { ...p, lengths: p.variants.filter((v) => v.stock > 0).map((v) => v.length) };
}

/** Lines are priced by their length (docs/product.md#lengths). */
const priceOf = (product: ProductWithVariants, size: string) =>
  product.variants.find((v) => v.length === size)?.price ?? product.price;

test('quick view adds the chosen length at once, the product page too, and the cart keeps it all', async ({
  page,
  request,
}) => {
  const product = await productWithImages(request, 2);
  const [sizeA, sizeB] = product.lengths as [string, string];
  const total = 2 * priceOf(product, sizeA) + 2 * priceOf(product, sizeB);
  await page.goto(`/all?q=${encodeURIComponent(product.name)}`);

  await page.getByRole('button', { name: `View Details of ${product.name}` }).click();
  const sheet = page.getByRole('dialog', { name: product.name });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByText(`Brand: ${product.brand}`)).toBeVisible();
  // It opens at the first length in stock, with that length's price.
  const lengths = sheet.getByRole('radiogroup', { name: 'Length' });
  await expect(lengths.getByRole('radio', { name: sizeA, exact: true })).toBeChecked();
  await expect(
    sheet.locator('p').getByText(formatPence(priceOf(product, sizeA)), { exact: true }),
  ).toBeVisible();

  // The carousel wraps both ways.
  const image = sheet.getByRole('img').first();
  const first = await image.getAttribute('src');
  await sheet.getByRole('button', { name: 'Previous image' }).click();
  await expect(image).not.toHaveAttribute('src', first ?? '');
  await sheet.getByRole('button', { name: 'Next image' }).click();
  await expect(image).toHaveAttribute('src', first ?? '');

  await sheet.getByRole('button', { name: 'One more', exact: true }).click();
  await expect(sheet.getByLabel('Quantity')).toHaveValue('2');
  await sheet.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(sheet).toBeHidden();
  await expect(page.getByText(`${product.name} (Size: ${sizeA}) added to cart`)).toBeVisible();
  await expect(cartBadge(page)).toHaveAccessibleName('Cart, 2 items');

  // Reopened: quantity back to 1, the first length chosen again.
  await page.getByRole('button', { name: `View Details of ${product.name}` }).click();
  await expect(sheet.getByRole('radio', { name: sizeA, exact: true })).toBeChecked();
  await expect(sheet.getByLabel('Quantity')).toHaveValue('1');
  await sheet.getByRole('button', { name: 'Cancel' }).click();
  await expect(sheet).toBeHidden();

  // Product page: the chosen length goes straight in (no dialog), then shows its stepper.
  await page.getByRole('link', { name: `View Product: ${product.name}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  const skuOf = (size: string) => product.variants.find((v) => v.length === size)?.sku;
  await expect(page.getByText(`SKU: ${skuOf(sizeA)}`)).toBeVisible();
  await chooseVariant(page, sizeB);
  await expect(page.getByText(`SKU: ${skuOf(sizeB)}`)).toBeVisible();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(cartBadge(page)).toHaveAccessibleName('Cart, 3 items');
  await page.getByRole('button', { name: `One more ${sizeB} in cart` }).click();
  await expect(page.getByText(`${product.name} (Size: ${sizeB}) quantity increased by 1`)).toBeVisible();
  await expect(cartBadge(page)).toHaveAccessibleName('Cart, 4 items');

  // The badge's dropdown: subtotal and View cart.
  await cartBadge(page).click();
  const dropdown = page.getByRole('banner');
  await expect(dropdown.getByText(formatPence(total))).toBeVisible();
  await dropdown.getByRole('link', { name: 'View cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);

  // Cart: − / + / remove; − at 1 removes the line.
  const a = `${product.name} (${sizeA})`;
  const b = `${product.name} (${sizeB})`;
  await expect(page.getByText('Tax and Shipping calculated at checkout')).toBeVisible();
  await page.getByRole('button', { name: `Increase quantity of ${a}` }).click();
  await expect(page.getByText(`${product.name} (Size: ${sizeA}) quantity increased by 1`)).toBeVisible();
  await page.getByRole('button', { name: `Decrease quantity of ${a}` }).click();
  await expect(page.getByText(`${product.name} (Size: ${sizeA}) quantity decreased`)).toBeVisible();
  await expect(cartBadge(page)).toHaveAccessibleName('Cart, 4 items');
  await expect(page.getByRole('main').getByText(formatPence(total)).first()).toBeVisible();

  // Reload keeps the cart.
  await page.reload();
  await expect(page.getByRole('button', { name: `Decrease quantity of ${b}` })).toBeVisible();
  await expect(cartBadge(page)).toHaveAccessibleName('Cart, 4 items');

  await page.getByRole('button', { name: `Decrease quantity of ${b}` }).click();
  await page.getByRole('button', { name: `Decrease quantity of ${b}` }).click();
  await expect(page.getByText(`${product.name} (Size: ${sizeB}) removed from cart`)).toBeVisible();
  await expect(page.getByRole('button', { name: `Decrease quantity of ${b}` })).toHaveCount(0);

  await page.getByRole('button', { name: `Remove ${a} from cart` }).click();
  await expect(page.getByText('Looks like you have not added anything to your cart')).toBeVisible();
  await expect(cartBadge(page)).toHaveAccessibleName('Cart, 0 items');
});

test('clear empties the cart; Login To Checkout asks to sign in', async ({ page, request }) => {
  const product = await productWithImages(request, 1);
  await addToCart(page, product.id, product.lengths[0] ?? '');
  await page.goto('/cart');
  await expect(page.getByRole('link', { name: product.name })).toBeVisible();
  await page.getByRole('button', { name: 'Login To Checkout' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Clear Cart' }).click();
  await expect(page.getByText('All items removed from cart')).toBeVisible();
  await expect(page.getByText('Looks like you have not added anything to your cart')).toBeVisible();
});

test('a cart line whose product is gone is marked and can be removed', async ({ page, request }) => {
  const product = await productWithImages(request, 1);
  const ghost = {
    id: 'no-such-product',
    name: 'Discontinued Wig',
    price: 9999,
    image: null,
    brand: 'Gone',
    size: '12"',
    qty: 1,
  };
  const real = {
    id: product.id,
    name: 'Old name',
    price: 1,
    image: null,
    brand: product.brand,
    size: product.lengths[0],
    qty: 1,
  };
  await page.goto('/');
  await page.evaluate((lines) => localStorage.setItem('cart', JSON.stringify(lines)), [ghost, real]);
  await page.goto('/cart');
  // Names and prices come from the server, not from what the browser kept.
  await expect(page.getByRole('link', { name: product.name })).toBeVisible();
  await expect(page.getByText('No longer available', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: `Remove ${ghost.name} (${ghost.size}) from cart` }).click();
  await expect(page.getByText('No longer available', { exact: true })).toHaveCount(0);
  await expect(
    page
      .getByRole('main')
      .getByText(formatPence(priceOf(product, real.size ?? '')))
      .first(),
  ).toBeVisible();
});
