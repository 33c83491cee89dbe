// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CreateIntentResponse, Quote } from '#shared/contract/checkout.ts';
import { cart } from '#web/lib/cart-store.ts';
import { TEST_ADDRESS } from '#web/lib/test-address.ts';
import type { Reply } from '#web/lib/test-fetch.ts';
import { ADDRESS_STORAGE_KEY, CODE_STORAGE_KEY } from '../address-storage.ts';
import { serve } from '../test-utils.ts';
import { CheckoutPage } from './checkout-page.tsx';

vi.mock('sonner', () => ({
  toast: {
    error: vi.fn(),
    success: vi.fn(),
    info: vi.fn(),
    warning: vi.fn(),
    dismiss: vi.fn(),
    getToasts: () => [],
  },
}));

const address = TEST_ADDRESS;
const items = [{ productId: 'p1', size: '18"', qty: 3 }];
const line = {
  productId: 'p1',
  name: 'Body Wave',
  size: '18"',
  unitPrice: 3000,
  qty: 3,
  lineTotal: 9000,
  discount: 900,
  image: null,
};
// Three bundles at £30.00: the offer takes £9.00 off.
const offer = { label: '3+ bundles: 10% off', amount: 900 };
const plain: CreateIntentResponse = {
  orderId: 'ord_1',
  clientSecret: 'pi_1_secret_x',
  provider: 'test',
  amounts: { subtotal: 9000, discount: 900, shipping: 0, total: 8100 },
  lines: [line],
  discounts: { offer, code: null },
};
// SAVE10 takes 10% of what the offer left: £8.10.
const withCode: CreateIntentResponse = {
  ...plain,
  orderId: 'ord_2',
  clientSecret: 'pi_2_secret_y',
  amounts: { subtotal: 9000, discount: 1710, shipping: 0, total: 7290 },
  lines: [{ ...line, discount: 1710 }],
  discounts: { offer, code: { code: 'SAVE10', amount: 810, shipping: 0 } },
};
const quoteWithCode: Quote = {
  lines: withCode.lines,
  amounts: withCode.amounts,
  discounts: withCode.discounts,
  codeRefusal: null,
};
const ok = (body: unknown): Reply => ({ status: 200, body });

function Where() {
  const l = useLocation();
  return <p data-testid="where">{`${l.pathname}${l.search}`}</p>;
}

function renderCheckout() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/checkout']}>
        <Routes>
          <Route path="/checkout" element={<CheckoutPage />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const codeField = () => screen.getByRole('textbox', { name: 'Discount code' }) as HTMLInputElement;
const payButton = (total: string) =>
  screen.getByRole('button', { name: `Pay ${total}` }) as HTMLButtonElement;

async function apply(text: string) {
  fireEvent.change(codeField(), { target: { value: text } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Apply' })));
}

async function payWithTestCard(total: string) {
  fireEvent.change(screen.getByLabelText('Card number'), { target: { value: '4242 4242 4242 4242' } });
  const year = String((new Date().getFullYear() + 1) % 100).padStart(2, '0');
  fireEvent.change(screen.getByLabelText('Expiry (MM / YY)'), { target: { value: `12${year}` } });
  fireEvent.change(screen.getByLabelText('CVC'), { target: { value: '123' } });
  await act(async () => fireEvent.click(payButton(total)));
}

const intentCalls = (calls: { key: string; body: unknown }[]) =>
  calls.filter((c) => c.key === 'POST /api/create-payment-intent');

/** The field's message, read as a screen reader does: the text its aria-describedby points at. */
function describedBy(input: HTMLElement) {
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

describe('CheckoutPage: the discount code', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    cart.add({ id: 'p1', name: 'Body Wave', price: 100, imageURL: [], brand: 'B' }, '18"', 3);
    sessionStorage.setItem(ADDRESS_STORAGE_KEY, JSON.stringify(address));
  });
  afterEach(() => {
    cleanup();
    cart.clear();
    sessionStorage.clear();
    vi.unstubAllGlobals();
  });

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
