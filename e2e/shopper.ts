import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
// The same test address as the server tests.
import { ADDRESS } from '#server/testing/checkout-fixtures.ts';

// A shopper's steps through the storefront, shared by the checkout and after-sale journeys.

const unique = () => `buyer.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

/** Registers a new customer through the login modal; returns the e-mail address. */
export async function register(page: Page): Promise<string> {
  const email = unique();
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  const dialog = page.getByRole('dialog').filter({ has: page.getByRole('tablist', { name: 'Account' }) });
  await dialog.getByRole('tab', { name: 'Register' }).click();
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill('buyer-password-1');
  await dialog.getByLabel('Confirm password').fill('buyer-password-1');
  await dialog.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page.getByText('Registration Successful')).toBeVisible();
  return email;
}

/**
 * Chooses a variant with the pickers of `scope` (the product page or the quick view) by its label: one value per
 * option in order, as "Body Wave · #613 · 22″" or a length alone ("14\"").
 */
export async function chooseVariant(scope: Page | Locator, label: string) {
  const groups = scope.getByRole('radiogroup');
  for (const [i, value] of label.split(' · ').entries()) {
    await groups.nth(i).getByRole('radio', { name: value, exact: true }).check();
  }
}

/** Opens the product's page, chooses the variant labelled `size` and adds it: the page adds it at once. */
export async function addToCart(page: Page, productId: string, size: string) {
  await page.goto(`/product-details/${productId}`);
  await chooseVariant(page, size);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  // The page's steppers show the line once it is in the cart.
  const inCart = page.getByRole('region', { name: 'In your cart' });
  await expect(inCart.getByRole('button', { name: `One more ${size} in cart` })).toBeVisible();
}

/**
 * A new customer who signs up and pays for one item through the API, for journeys that need someone else's
 * order. `api` must send our Origin (sign-up checks it) and keeps the session cookie.
 */
export async function buyThroughApi(
  api: APIRequestContext,
  productId: string,
  size: string,
): Promise<string> {
  return (await orderThroughApi(api, productId, size)).orderId;
}

/**
 * As buyThroughApi, with `qty` units paid by `card` (a test card, e.g. CARDS.refundFails), answering the order's
 * id and the new customer's e-mail.
 */
export async function orderThroughApi(
  api: APIRequestContext,
  productId: string,
  size: string,
  { qty = 1, card = '4242 4242 4242 4242' }: { qty?: number; card?: string } = {},
): Promise<{ orderId: string; email: string }> {
  const email = unique();
  const signUp = await api.post('/api/auth/sign-up/email', {
    data: { email, password: 'buyer-password-1', name: '' },
  });
  expect(signUp.ok(), await signUp.text()).toBe(true);
  const intent = await api.post('/api/create-payment-intent', {
    data: { items: [{ productId, size, qty }], shippingAddress: ADDRESS, billingAddress: ADDRESS },
  });
  expect(intent.ok(), await intent.text()).toBe(true);
  const { orderId, clientSecret } = await intent.json();
  const expYear = new Date().getFullYear() + 5;
  const paid = await api.post('/api/payments/test/confirm', {
    data: { clientSecret, card: { number: card, expMonth: 12, expYear, cvc: '123' } },
  });
  expect((await paid.json()).status).toBe('succeeded');
  return { orderId: orderId as string, email };
}

/** Fills the address and goes on with the country's first delivery method (or `method`, by its name). */
export async function fillAddress(page: Page, method?: string | RegExp) {
  await page.goto('/cart');
  await page.getByRole('link', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout-details$/);
  const proceed = page.getByRole('button', { name: 'Proceed To Checkout' });
  const fields: [string, string][] = [
    ['Name', ADDRESS.name],
    ['Address line 1', ADDRESS.line1],
    ['Address line 2', ADDRESS.line2],
    ['City', ADDRESS.city],
    ['Zip code', ADDRESS.zip],
    ['Country', ADDRESS.country],
    ['Phone', ADDRESS.phone],
  ];
  for (const [label, value] of fields) {
    await expect(proceed).toBeDisabled();
    const input = page.getByLabel(label, { exact: true });
    // The country is chosen from the countries the shop delivers to (issue 32).
    if (label === 'Country') await input.selectOption(value);
    else await input.fill(value);
  }
  if (method)
    await page.getByRole('group', { name: 'Delivery method' }).getByRole('radio', { name: method }).check();
  await expect(proceed).toBeEnabled();
  await proceed.click();
  await expect(page).toHaveURL(/\/checkout$/);
}

export async function payWith(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page
    .getByLabel(/Expiry/)
    .first()
    .fill(`12 / ${String((new Date().getFullYear() + 5) % 100).padStart(2, '0')}`);
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();
}
