import { expect, type Page, test } from '@playwright/test';
import { formatPence } from '../src/shared/money.ts';
import { apiListing, cartBadge } from './support.ts';

const unique = () => `buyer.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

async function register(page: Page) {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  const dialog = page.getByRole('dialog').filter({ has: page.getByRole('tablist', { name: 'Account' }) });
  await dialog.getByRole('tab', { name: 'Register' }).click();
  await dialog.getByLabel('Email').fill(unique());
  await dialog.getByLabel('Password', { exact: true }).fill('buyer-password-1');
  await dialog.getByLabel('Confirm password').fill('buyer-password-1');
  await dialog.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page.getByText('Registration Successful')).toBeVisible();
}

async function addToCart(page: Page, productId: string, size: string) {
  await page.goto(`/product-details/${productId}`);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await page.getByRole('dialog').getByLabel('Length').selectOption(size);
  await page.getByRole('dialog').getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
}

async function fillAddress(page: Page) {
  await page.goto('/cart');
  await page.getByRole('link', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout-details$/);
  const proceed = page.getByRole('button', { name: 'Proceed To Checkout' });
  const fields: [string, string][] = [
    ['Name', 'Ada Shopper'],
    ['Address line 1', '1 Market Street'],
    ['Address line 2', 'Flat 2'],
    ['City', 'Leeds'],
    ['Zip code', 'LS1 1AA'],
    ['Country', 'United Kingdom'],
    ['Phone', '+44 113 496 0000'],
  ];
  for (const [label, value] of fields) {
    await expect(proceed).toBeDisabled();
    await page.getByLabel(label, { exact: true }).fill(value);
  }
  await expect(proceed).toBeEnabled();
  await proceed.click();
  await expect(page).toHaveURL(/\/checkout$/);
}

async function payWith(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page
    .getByLabel(/Expiry/)
    .first()
    .fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();
}

test('checkout: a declined card, then a good one places the order and empties the cart', async ({
  page,
  request,
}) => {
  const { items } = await apiListing(request, '?sort=lowest-price');
  const product = items[0];
  if (!product?.lengths[0]) throw new Error('no demo product');
  await register(page);
  await addToCart(page, product.id, product.lengths[0]);
  await fillAddress(page);

  // The summary is the server's: the line, subtotal, shipping and total.
  await expect(page.getByText('Test mode')).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByText(formatPence(product.price)).first()).toBeVisible();
  await expect(main.getByText(formatPence(499)).first()).toBeVisible(); // under £75: flat shipping
  await expect(page.getByRole('button', { name: `Pay ${formatPence(product.price + 499)}` })).toBeVisible();

  await payWith(page, '4000 0000 0000 0002');
  await expect(page.getByRole('alert').filter({ hasText: 'Your card was declined.' })).toBeVisible();
  await expect(cartBadge(page)).toHaveAccessibleName('Cart, 1 item');

  await payWith(page, '4242 4242 4242 4242');
  await expect(page.getByText('Payment Successful!')).toBeVisible();
  await expect(page).toHaveURL(/\/checkout-success/);
  await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
  await expect(page.getByRole('main').getByText('Ada Shopper')).toBeVisible();
  await expect(page.getByText('All items removed from cart')).toHaveCount(0);
  await expect(cartBadge(page)).toHaveAccessibleName('Cart, 0 items');
});

test('checkout: 3-D Secure through the bank page, and a revisit says the payment is already confirmed', async ({
  page,
  request,
}) => {
  const { items } = await apiListing(request);
  const product = items[1];
  if (!product?.lengths[0]) throw new Error('no demo product');
  await register(page);
  await addToCart(page, product.id, product.lengths[0]);
  await fillAddress(page);

  await payWith(page, '4000 0025 0000 3155');
  await expect(page.getByRole('heading', { name: 'Authenticate your payment' })).toBeVisible();
  await page.getByRole('button', { name: 'Complete' }).click();
  await expect(page).toHaveURL(/\/checkout-success\?payment_intent=/);
  await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
  await expect(cartBadge(page)).toHaveAccessibleName('Cart, 0 items');

  // The return URL opened again on the payment page: already paid.
  const back = new URL(page.url());
  await page.goto(`/checkout?${back.searchParams}`);
  await expect(page.getByText('Payment already confirmed.')).toBeVisible();
  await expect(page).toHaveURL(/\/checkout-success/);
});
