// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CODE_STORAGE_KEY } from '../address-storage.ts';
import { serve, startWithCartAndAddress } from '../test-utils.ts';
import {
  address,
  apply,
  codeField,
  describedBy,
  intentCalls,
  items,
  ok,
  payButton,
  payWithTestCard,
  plain,
  quoteWithCode,
  withCode,
} from './checkout-discount-code-fixtures.tsx';
import { renderCheckout } from './render-checkout.tsx';

vi.mock('sonner', () => import('../sonner-stub.ts'));

describe('CheckoutPage: a discount code removed, used up or kept from before', () => {
  startWithCartAndAddress(3);

  it('removes an applied code: a new payment without it, and the code is forgotten', async () => {
    sessionStorage.setItem(CODE_STORAGE_KEY, 'SAVE10');
    const calls = serve({ 'POST /api/create-payment-intent': [ok(withCode), ok(plain)] });
    renderCheckout();
    // The code kept from before the reload is asked for again.
    await screen.findByText('Discount code SAVE10');
    expect(intentCalls(calls)[0]?.body).toMatchObject({ code: 'SAVE10' });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Remove code SAVE10' })));
    await waitFor(() => expect(screen.queryByText('Discount code SAVE10')).toBeNull());
    expect(intentCalls(calls)).toHaveLength(2);
    expect(intentCalls(calls)[1]?.body).toEqual({ items, shippingAddress: address, billingAddress: address });
    expect(payButton('£81.00').disabled).toBe(false);
    expect(document.activeElement).toBe(codeField());
    expect(sessionStorage.getItem(CODE_STORAGE_KEY)).toBeNull();
  });

  it('a code refused by the checkout itself (used up meanwhile) is said, and the shopper goes on without it', async () => {
    const usedUp = 'This code has been used up.';
    const calls = serve({
      'POST /api/create-payment-intent': [
        ok(plain),
        { status: 409, body: { error: { code: 'code_refused', message: usedUp } } },
        ok({ ...plain, orderId: 'ord_3', clientSecret: 'pi_3_secret_z' }),
      ],
      'POST /api/checkout/quote': [ok(quoteWithCode)],
      'POST /api/payments/test/confirm': [ok({ status: 'succeeded', orderId: 'ord_3' })],
    });
    renderCheckout();
    await screen.findByText('Cart count');
    await apply('SAVE10');
    expect(await screen.findByText(usedUp)).toBeTruthy();
    expect(describedBy(codeField())).toBe(usedUp);
    // The summary stays; nothing is paid until the shopper chooses.
    expect(screen.getByText('Bundle offer: 3+ bundles: 10% off')).toBeTruthy();
    expect(payButton('£81.00').disabled).toBe(true);
    expect(screen.queryByRole('alert')).toBeNull();

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Continue without the code' })));
    await waitFor(() => expect(payButton('£81.00').disabled).toBe(false));
    expect(intentCalls(calls)).toHaveLength(3);
    expect(intentCalls(calls)[2]?.body).not.toHaveProperty('code');
    expect(screen.queryByText(usedUp)).toBeNull();
    await payWithTestCard('£81.00');
    expect((await screen.findByTestId('where')).textContent).toBe('/checkout-success?order=ord_3');
    const confirm = calls.find((c) => c.key === 'POST /api/payments/test/confirm');
    expect(confirm?.body).toMatchObject({ clientSecret: 'pi_3_secret_z' });
  });

  it('a code kept from before that can no longer be used: says so, and pays without it', async () => {
    sessionStorage.setItem(CODE_STORAGE_KEY, 'SAVE10');
    const expired = 'This code has expired.';
    const calls = serve({
      'POST /api/create-payment-intent': [
        { status: 409, body: { error: { code: 'code_refused', message: expired } } },
        ok(plain),
      ],
    });
    renderCheckout();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(expired);
    await act(async () =>
      fireEvent.click(within(alert).getByRole('button', { name: 'Continue without the code' })),
    );
    expect(await screen.findByText('Cart count')).toBeTruthy();
    expect(intentCalls(calls)[1]?.body).not.toHaveProperty('code');
    expect(sessionStorage.getItem(CODE_STORAGE_KEY)).toBeNull();
  });

  it('forgets the code once the order is paid for', async () => {
    sessionStorage.setItem(CODE_STORAGE_KEY, 'SAVE10');
    serve({
      'POST /api/create-payment-intent': [ok(withCode)],
      'POST /api/payments/test/confirm': [ok({ status: 'succeeded', orderId: 'ord_2' })],
    });
    renderCheckout();
    await screen.findByText('Discount code SAVE10');
    await payWithTestCard('£72.90');
    expect((await screen.findByTestId('where')).textContent).toBe('/checkout-success?order=ord_2');
    expect(sessionStorage.getItem(CODE_STORAGE_KEY)).toBeNull();
  });
});
