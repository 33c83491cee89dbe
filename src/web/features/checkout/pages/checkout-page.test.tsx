// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import type { CreateIntentResponse } from '#shared/contract/checkout.ts';
import { cart } from '#web/lib/cart-store.ts';
import { TEST_ADDRESS, TEST_DELIVERY } from '#web/lib/test-address.ts';
import { ADDRESS_STORAGE_KEY } from '../address-storage.ts';
import { serve, startWithCartAndAddress } from '../test-utils.ts';
import { renderCheckout } from './render-checkout.tsx';

vi.mock('sonner', () => import('../sonner-stub.ts'));

const address = TEST_ADDRESS;
// The server's figures: the cart below claims £1.00 a wig, the server charges £45.00.
const intent: CreateIntentResponse = {
  orderId: 'ord_1',
  clientSecret: 'pi_1_secret_x',
  provider: 'test',
  amounts: { subtotal: 9000, discount: 0, shipping: 0, total: 9000 },
  lines: [
    {
      productId: 'p1',
      variantId: 'v1',
      sku: 'p1-18in',
      options: [{ name: 'Length', value: '18"' }],
      name: 'Body Wave',
      size: '18"',
      unitPrice: 4500,
      qty: 2,
      lineTotal: 9000,
      discount: 0,
      image: null,
    },
  ],
  discounts: { offer: null, code: null },
  delivery: TEST_DELIVERY,
  vat: null,
};

async function payWith(number: string) {
  fireEvent.change(screen.getByLabelText('Card number'), { target: { value: number } });
  // December of a year ahead: always in the future, whenever the test runs.
  const year = String((new Date().getFullYear() + 1) % 100).padStart(2, '0');
  fireEvent.change(screen.getByLabelText('Expiry (MM / YY)'), { target: { value: `12${year}` } });
  fireEvent.change(screen.getByLabelText('CVC'), { target: { value: '123' } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Pay £90.00' })));
}

describe('CheckoutPage', () => {
  startWithCartAndAddress(2);

  it('asks for the intent with the cart’s items and the address, and shows the server’s figures', async () => {
    const calls = serve({ 'POST /api/create-payment-intent': [{ status: 200, body: intent }] });
    renderCheckout('/checkout');
    expect(screen.getByText('Please wait , This might take a while')).toBeTruthy();
    expect(await screen.findByText('Cart count')).toBeTruthy();
    expect(calls[0]?.body).toEqual({
      items: [{ productId: 'p1', size: '18"', qty: 2 }],
      shippingAddress: address,
      billingAddress: address,
    });
    expect(screen.getByText('£45.00')).toBeTruthy();
    expect(screen.getAllByText('£90.00').length).toBeGreaterThan(0);
    expect(screen.queryByText('£1.00')).toBeNull();
    expect(screen.getByText('Free')).toBeTruthy();
  });

  it('shows a refused card inline and as a toast, keeps the cart, and lets the shopper try again', async () => {
    const calls = serve({
      'POST /api/create-payment-intent': [{ status: 200, body: intent }],
      'POST /api/payments/test/confirm': [
        { status: 200, body: { status: 'failed', message: 'Your card was declined.', orderId: 'ord_1' } },
      ],
    });
    renderCheckout('/checkout');
    await screen.findByText('Cart count');
    await payWith('4000 0000 0000 0002');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your card was declined.');
    expect(document.activeElement).toBe(alert);
    expect(toast.error).toHaveBeenCalledWith('Your card was declined.');
    expect(localStorage.getItem('cart')).toContain('p1');
    // The same order and intent take the next try (the server keeps a failed order payable).
    expect((screen.getByRole('button', { name: 'Pay £90.00' }) as HTMLButtonElement).disabled).toBe(false);
    expect(calls.filter((c) => c.key === 'POST /api/create-payment-intent')).toHaveLength(1);
  });

  it('offers a new checkout when this one has ended, and pays that one', async () => {
    const ended = 'This checkout has ended: it was not paid in time, or a newer checkout replaced it.';
    const calls = serve({
      'POST /api/create-payment-intent': [
        { status: 200, body: intent },
        { status: 200, body: { ...intent, orderId: 'ord_2', clientSecret: 'pi_2_secret_y' } },
      ],
      'POST /api/payments/test/confirm': [
        { status: 409, body: { error: { code: 'order_expired', message: ended } } },
        { status: 200, body: { status: 'succeeded', orderId: 'ord_2' } },
      ],
    });
    renderCheckout('/checkout');
    await screen.findByText('Cart count');
    await payWith('4242 4242 4242 4242');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(`Payment failed: ${ended}`);
    expect(alert.textContent).not.toContain('try another card');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Check out again' })));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(calls.filter((c) => c.key === 'POST /api/create-payment-intent')).toHaveLength(2);
    await payWith('4242 4242 4242 4242');
    expect((await screen.findByTestId('where')).textContent).toBe('/checkout-success?order=ord_2');
    const confirms = calls.filter((c) => c.key === 'POST /api/payments/test/confirm');
    expect(confirms[1]?.body).toMatchObject({ clientSecret: 'pi_2_secret_y' });
  });

  it('says "Payment failed: …" when the call itself fails', async () => {
    serve({
      'POST /api/create-payment-intent': [{ status: 200, body: intent }],
      'POST /api/payments/test/confirm': [{ status: 500, body: { error: { code: 'x', message: 'Boom.' } } }],
    });
    renderCheckout('/checkout');
    await screen.findByText('Cart count');
    await payWith('4242 4242 4242 4242');
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Payment failed: Boom.'));
  });

  it('on success: toast, empty cart, forget the address, go to the confirmation', async () => {
    serve({
      'POST /api/create-payment-intent': [{ status: 200, body: intent }],
      'POST /api/payments/test/confirm': [{ status: 200, body: { status: 'succeeded', orderId: 'ord_1' } }],
    });
    renderCheckout('/checkout');
    await screen.findByText('Cart count');
    await payWith('4242 4242 4242 4242');
    expect((await screen.findByTestId('where')).textContent).toBe('/checkout-success?order=ord_1');
    expect(toast.success).toHaveBeenCalledWith('Payment Successful!');
    expect(localStorage.getItem('cart')).toBe('[]');
    expect(sessionStorage.getItem(ADDRESS_STORAGE_KEY)).toBeNull();
  });

  it.each([
    ['line_unavailable', 'Body Wave (Size: 18") is no longer available'],
    ['out_of_stock', 'Only 2 left of Silk Straight Bundle (18")'],
  ])('names a line that is gone or short of stock (%s) and links back to the cart', async (code, message) => {
    serve({
      'POST /api/create-payment-intent': [{ status: 409, body: { error: { code, message } } }],
    });
    renderCheckout('/checkout');
    expect((await screen.findByRole('alert')).textContent).toContain(message);
    expect(screen.getByRole('link', { name: 'Back to cart' }).getAttribute('href')).toBe('/cart');
  });

  it.each([
    ['line_limit', 'You can buy at most 3 of Body Wave (18") in one order.'],
    ['order_too_large', 'One order can hold at most 40 items. For a larger order, please contact us.'],
  ])(
    'sends a cart over the limits (%s) back to the cart, without a pointless "Try again"',
    async (code, message) => {
      serve({ 'POST /api/create-payment-intent': [{ status: 400, body: { error: { code, message } } }] });
      renderCheckout('/checkout');
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toContain(message);
      expect(alert.textContent).toContain('Please update your cart, then check out again.');
      expect(screen.getByRole('link', { name: 'Back to cart' }).getAttribute('href')).toBe('/cart');
      expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    },
  );

  it.each([
    [429, 'checkout_hold_limit', 'Too many items are waiting for payment in checkouts from your network.'],
    [
      409,
      'checkout_replaced',
      'You started a newer checkout (perhaps in another tab), which replaced this one.',
    ],
  ])('lets the shopper try again after %s %s, which starts a new checkout', async (status, code, message) => {
    const calls = serve({
      'POST /api/create-payment-intent': [
        { status, body: { error: { code, message } } },
        { status: 200, body: intent },
      ],
    });
    renderCheckout('/checkout');
    expect((await screen.findByRole('alert')).textContent).toContain(message);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    expect(await screen.findByText('Cart count')).toBeTruthy();
    expect(calls.filter((c) => c.key === 'POST /api/create-payment-intent')).toHaveLength(2);
  });

  it('sends the shopper whose previous checkout was just paid to My Orders, not to pay again', async () => {
    const message =
      'Your previous checkout was paid a moment ago. Please look at My Orders before paying again.';
    serve({
      'POST /api/create-payment-intent': [
        { status: 409, body: { error: { code: 'previous_payment_succeeded', message } } },
      ],
    });
    renderCheckout('/checkout');
    expect((await screen.findByRole('alert')).textContent).toContain(message);
    expect(screen.getByRole('link', { name: 'Go to My Orders' }).getAttribute('href')).toBe('/my-orders');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('sends a payment that already went through to the confirmation: "Payment already confirmed."', async () => {
    const calls = serve({
      'POST /api/orders/confirm': [{ status: 200, body: { status: 'succeeded', orderId: 'ord_9' } }],
    });
    renderCheckout('/checkout?payment_intent=pi_9&payment_intent_client_secret=pi_9_secret_y');
    expect((await screen.findByTestId('where')).textContent).toBe('/checkout-success?order=ord_9');
    expect(toast.success).toHaveBeenCalledWith('Payment already confirmed.');
    expect(calls).toEqual([
      { key: 'POST /api/orders/confirm', body: { paymentIntentId: 'pi_9', clientSecret: 'pi_9_secret_y' } },
    ]);
  });

  it('without an address goes back to /checkout-details; with an empty cart to /cart', async () => {
    serve({});
    sessionStorage.clear();
    renderCheckout('/checkout');
    expect((await screen.findByTestId('where')).textContent).toBe('/checkout-details');
    cleanup();
    sessionStorage.setItem(ADDRESS_STORAGE_KEY, JSON.stringify(address));
    cart.clear();
    renderCheckout('/checkout');
    expect((await screen.findByTestId('where')).textContent).toBe('/cart');
  });
});
