// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
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
  plain,
  quoteWithCode,
  withCode,
} from './checkout-discount-code-fixtures.tsx';
import { renderCheckout } from './render-checkout.tsx';

vi.mock('sonner', () => import('../sonner-stub.ts'));

describe('CheckoutPage: the discount code', () => {
  startWithCartAndAddress(3);

  it('shows the bundle offer the server applied, without any code', async () => {
    serve({ 'POST /api/create-payment-intent': [ok(plain)] });
    renderCheckout();
    expect(await screen.findByText('Bundle offer: 3+ bundles: 10% off')).toBeTruthy();
    expect(screen.getByText('−£9.00')).toBeTruthy();
    expect(payButton('£81.00').disabled).toBe(false);
    expect(codeField().getAttribute('aria-invalid')).toBeNull();
  });

  it('applies a code typed in lower case: a quote, then a new payment with the code, whose figures show', async () => {
    let release: () => void = () => {};
    const calls = serve({
      'POST /api/create-payment-intent': [ok(plain), ok(withCode)],
      'POST /api/checkout/quote': [ok(quoteWithCode)],
    });
    renderCheckout();
    await screen.findByText('Cart count');
    // The new payment is held back, to see the page wait for it.
    const fetchMock = vi.mocked(globalThis.fetch);
    const real = fetchMock.getMockImplementation();
    if (!real) throw new Error('fetch is not stubbed');
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input) === '/api/create-payment-intent') await new Promise<void>((r) => (release = r));
      return real(input, init);
    });

    await apply('  save10 ');
    // Meanwhile nothing can be paid, and the wait is said.
    expect(await screen.findByText('Updating your total…')).toBeTruthy();
    const apply_ = screen.getByRole('button', { name: 'Apply' }) as HTMLButtonElement;
    expect(apply_.disabled).toBe(true);
    expect(apply_.getAttribute('aria-busy')).toBe('true');
    expect(payButton('£81.00').disabled).toBe(true);
    expect(screen.getByLabelText('Card number').matches(':disabled')).toBe(true);

    await act(async () => release());
    expect(calls.find((c) => c.key === 'POST /api/checkout/quote')?.body).toEqual({ items, code: 'SAVE10' });
    expect(intentCalls(calls)[1]?.body).toEqual({
      items,
      shippingAddress: address,
      billingAddress: address,
      code: 'SAVE10',
    });
    const applied = await screen.findByText('SAVE10', { selector: 'span' });
    expect(applied.parentElement?.textContent).toBe('SAVE10 applied');
    expect(screen.getByText('Discount code SAVE10')).toBeTruthy();
    expect(screen.getByText('−£8.10')).toBeTruthy();
    expect(screen.getByText('Bundle offer: 3+ bundles: 10% off')).toBeTruthy();
    expect(payButton('£72.90').disabled).toBe(false);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove code SAVE10' }));
    // A reload asks with it again.
    expect(sessionStorage.getItem(CODE_STORAGE_KEY)).toBe('SAVE10');
  });

  it('says why a code is refused at the field, and leaves the payment as it was', async () => {
    const message = 'Spend £20.00 more to use this code';
    const calls = serve({
      'POST /api/create-payment-intent': [ok(plain)],
      'POST /api/checkout/quote': [
        ok({ ...quoteWithCode, discounts: plain.discounts, codeRefusal: { reason: 'minimum', message } }),
      ],
    });
    renderCheckout();
    await screen.findByText('Cart count');
    await apply('BIG20');
    await screen.findByText(message);
    const field = codeField();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(field)).toBe(message);
    // In a live region, so it is announced; focus is back on the field.
    expect(screen.getByText(message).closest('[aria-live="assertive"]')).toBeTruthy();
    expect(document.activeElement).toBe(field);
    // No new payment: the one on show stands, and can be paid.
    expect(intentCalls(calls)).toHaveLength(1);
    expect(payButton('£81.00').disabled).toBe(false);
    expect(sessionStorage.getItem(CODE_STORAGE_KEY)).toBeNull();
  });

  it('checks the code’s shape before asking the server, and says too many tries in the server’s words', async () => {
    const tooMany = 'Too many codes tried. Please wait a few minutes and try again.';
    const calls = serve({
      'POST /api/create-payment-intent': [ok(plain)],
      'POST /api/checkout/quote': [
        { status: 429, body: { error: { code: 'too_many_requests', message: tooMany } } },
      ],
    });
    renderCheckout();
    await screen.findByText('Cart count');
    await apply('');
    expect(describedBy(codeField())).toBe('Enter a discount code.');
    await apply('no spaces');
    expect(describedBy(codeField())).toBe('A code is 2 to 32 letters, digits or dashes');
    expect(calls.filter((c) => c.key === 'POST /api/checkout/quote')).toHaveLength(0);
    await apply('GUESS1');
    expect(await screen.findByText(tooMany)).toBeTruthy();
    expect(describedBy(codeField())).toBe(tooMany);
    expect(intentCalls(calls)).toHaveLength(1);
  });
});
