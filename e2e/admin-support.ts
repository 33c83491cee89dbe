import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test';
import type { ProductInput } from '#shared/contract/admin-products.ts';
import { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD } from './settings.ts';
import { apiProducts } from './support.ts';

/** The page's origin, which better-auth wants to see on every sign-in call. */
const origin = (baseURL: string | undefined) => new URL(baseURL ?? 'http://127.0.0.1').origin;

/** Signs the page's browser context in as the admin through the API (the sign-in modal has its own journeys). */
export async function signInAsAdmin(page: Page, baseURL: string | undefined) {
  const res = await page.request.post('/api/auth/sign-in/email', {
    data: { email: E2E_ADMIN_EMAIL, password: E2E_ADMIN_PASSWORD },
    headers: { origin: origin(baseURL) },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

/** Adds a product as the admin, through the admin API from a browser context of its own; returns its id. */
export async function addProductAsAdmin(
  browser: Browser,
  context: { baseURL: string | undefined; extraHTTPHeaders: Record<string, string> | undefined },
  product: ProductInput,
): Promise<string> {
  const adminContext = await browser.newContext(context);
  try {
    const admin = await adminContext.newPage();
    await signInAsAdmin(admin, context.baseURL);
    const created = await admin.request.post('/api/admin/products', { data: product });
    expect(created.ok(), await created.text()).toBe(true);
    return (await created.json()).id;
  } finally {
    await adminContext.close();
  }
}

/** A new customer who buys the cheapest demo product with the test card, all through the API; the order is placed. */
export async function customerWithPlacedOrder(request: APIRequestContext, baseURL: string | undefined) {
  const email = `customer.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  const headers = { origin: origin(baseURL) };
  const signUp = await request.post('/api/auth/sign-up/email', {
    data: { email, password: 'customer-pass-1', name: '' },
    headers,
  });
  expect(signUp.ok(), await signUp.text()).toBe(true);
  const [product] = await apiProducts(request, '?sort=lowest-price');
  if (!product?.lengths[0]) throw new Error('no demo product');
  const address = {
    name: 'Grace Receiver',
    line1: '5 Mill Lane',
    line2: 'Unit 3',
    city: 'York',
    zip: 'YO1 7HH',
    country: 'United Kingdom',
    phone: '+44 1904 000000',
  };
  const intent = await request.post('/api/create-payment-intent', {
    data: {
      items: [{ productId: product.id, size: product.lengths[0], qty: 1 }],
      shippingAddress: address,
      billingAddress: address,
    },
  });
  expect(intent.ok(), await intent.text()).toBe(true);
  const { orderId, clientSecret } = await intent.json();
  const paid = await request.post('/api/payments/test/confirm', {
    data: {
      clientSecret,
      card: {
        number: '4242 4242 4242 4242',
        expMonth: 12,
        expYear: new Date().getFullYear() + 3,
        cvc: '123',
      },
    },
  });
  expect((await paid.json()).status).toBe('succeeded');
  return { email, orderId: orderId as string };
}
