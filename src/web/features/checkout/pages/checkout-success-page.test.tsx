// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '#shared/contract/checkout.ts';
import { cart } from '#web/lib/cart-store.ts';
import { TEST_ADDRESS, TEST_ORDER_DELIVERY } from '#web/lib/test-address.ts';
import { serve } from '../test-utils.ts';
import { CheckoutSuccessPage } from './checkout-success-page.tsx';

vi.mock('sonner', () => import('../sonner-stub.ts'));

const address = { ...TEST_ADDRESS, name: 'Ada Shopper' };
const order: Order = {
  id: 'ord_7',
  status: 'placed',
  email: 'ada@example.com',
  createdAt: '2026-01-01T10:00:00.000Z',
  amounts: { subtotal: 4500, discount: 0, shipping: 499, total: 4999 },
  discounts: { offer: null, code: null },
  lines: [
    {
      productId: 'p1',
      variantId: 'v1',
      sku: 'p1-18in',
      options: [{ name: 'Length', value: '18"' }],
      name: 'Body Wave',
      size: '18"',
      unitPrice: 4500,
      qty: 1,
      lineTotal: 4500,
      discount: 0,
      image: null,
      refundedQty: 0,
    },
  ],
  shippingAddress: address,
  payment: { provider: 'test', cardBrand: 'visa', last4: '3155' },
  history: [{ status: 'placed', at: '2026-01-01T10:00:00.000Z', note: null }],
  refunds: [],
  refunded: 0,
  refundPending: 0,
  cancelUntil: null,
  tracking: null,
  delivery: TEST_ORDER_DELIVERY,
  vat: null,
};
const RETURN = '/checkout-success?payment_intent=pi_7&payment_intent_client_secret=pi_7_secret_z';

function renderAt(url: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/checkout-success" element={<CheckoutSuccessPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('CheckoutSuccessPage', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    localStorage.clear();
    cart.add({ id: 'p1', name: 'Body Wave', price: 4500, imageURL: [], brand: 'B' }, '18"', 1);
  });
  afterEach(() => {
    cleanup();
    cart.clear();
    vi.unstubAllGlobals();
  });

  it('shows the order: number, lines, amounts, address, and the links on', async () => {
    serve({ 'GET /api/orders/ord_7': [{ status: 200, body: order }] });
    renderAt('/checkout-success?order=ord_7');
    expect(await screen.findByRole('heading', { name: 'Thank you for your order' })).toBeTruthy();
    expect(screen.getByText('ord_7')).toBeTruthy();
    expect(screen.getByText('£49.99')).toBeTruthy();
    expect(screen.getByText('Ada Shopper', { exact: false })).toBeTruthy();
    expect(screen.getByText('Visa ending in 3155')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View your order' }).getAttribute('href')).toBe(
      '/order-details/ord_7',
    );
    expect(screen.getByRole('link', { name: 'Continue shopping' }).getAttribute('href')).toBe('/all');
  });

  it('shows the order’s bundle offer and discount code, each on its own line', async () => {
    serve({
      'GET /api/orders/ord_7': [
        {
          status: 200,
          body: {
            ...order,
            amounts: { subtotal: 9000, discount: 1710, shipping: 0, total: 7290 },
            discounts: {
              offer: { label: '3+ bundles: 10% off', amount: 900 },
              code: { code: 'SAVE10', amount: 810, shipping: 0 },
            },
          } satisfies Order,
        },
      ],
    });
    renderAt('/checkout-success?order=ord_7');
    expect(await screen.findByText('Bundle offer: 3+ bundles: 10% off')).toBeTruthy();
    expect(screen.getByText('−£9.00')).toBeTruthy();
    expect(screen.getByText('Discount code SAVE10')).toBeTruthy();
    expect(screen.getByText('−£8.10')).toBeTruthy();
    expect(screen.getByText('£72.90')).toBeTruthy();
  });

  it('after the bank: confirms, says "Payment Successful!" and empties the cart, once only', async () => {
    const calls = serve({
      'POST /api/orders/confirm': [{ status: 200, body: { status: 'succeeded', orderId: 'ord_7' } }],
      'GET /api/orders/ord_7': [{ status: 200, body: order }],
    });
    renderAt(RETURN);
    expect(await screen.findByRole('heading', { name: 'Thank you for your order' })).toBeTruthy();
    expect(calls[0]).toEqual({
      key: 'POST /api/orders/confirm',
      body: { paymentIntentId: 'pi_7', clientSecret: 'pi_7_secret_z' },
    });
    expect(toast.success).toHaveBeenCalledWith('Payment Successful!');
    expect(localStorage.getItem('cart')).toBe('[]');

    // The same return URL opened again (reload, Back) with a new cart: the cart stays, no second toast.
    cleanup();
    vi.clearAllMocks();
    cart.add({ id: 'p2', name: 'Closure', price: 3000, imageURL: [], brand: 'B' }, '14"', 1);
    renderAt(RETURN);
    expect(await screen.findByRole('heading', { name: 'Thank you for your order' })).toBeTruthy();
    expect(toast.success).not.toHaveBeenCalled();
    expect(localStorage.getItem('cart')).toContain('p2');
  });

  it('after a failed authentication: says why, keeps the cart, links back to /checkout', async () => {
    const message = 'We are unable to authenticate your payment method. Please choose a different card.';
    serve({
      'POST /api/orders/confirm': [{ status: 200, body: { status: 'failed', orderId: 'ord_7', message } }],
    });
    renderAt(RETURN);
    expect((await screen.findByRole('alert')).textContent).toContain(message);
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(message));
    expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe('/checkout');
    expect(localStorage.getItem('cart')).toContain('p1');
  });

  it('names a failed check: "Error retrieving payment intent: …"', async () => {
    serve({
      'POST /api/orders/confirm': [
        { status: 404, body: { error: { code: 'not_found', message: 'No such payment' } } },
      ],
    });
    renderAt(RETURN);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Error retrieving payment intent: No such payment',
    );
  });
});
