// What the discount-code tests of the checkout page share (checkout-discount-code.test.tsx, checkout-code-later.test.tsx):
// the cart and address they start from, the server's answers, and the shopper's actions.
import { act, fireEvent, screen } from '@testing-library/react';
import type { CreateIntentResponse, Quote } from '#shared/contract/checkout.ts';
import { TEST_ADDRESS, TEST_DELIVERY } from '#web/lib/test-address.ts';
import type { Reply } from '#web/lib/test-fetch.ts';

export const address = TEST_ADDRESS;
export const items = [{ productId: 'p1', size: '18"', qty: 3 }];
export const line = {
  productId: 'p1',
  variantId: 'v1',
  sku: 'p1-18in',
  options: [{ name: 'Length', value: '18"' }],
  name: 'Body Wave',
  size: '18"',
  unitPrice: 3000,
  qty: 3,
  lineTotal: 9000,
  discount: 900,
  image: null,
};
// Three bundles at £30.00: the offer takes £9.00 off.
export const offer = { label: '3+ bundles: 10% off', amount: 900 };
export const plain: CreateIntentResponse = {
  orderId: 'ord_1',
  clientSecret: 'pi_1_secret_x',
  provider: 'test',
  amounts: { subtotal: 9000, discount: 900, shipping: 0, total: 8100 },
  lines: [line],
  discounts: { offer, code: null },
  delivery: TEST_DELIVERY,
  vat: null,
};
// SAVE10 takes 10% of what the offer left: £8.10.
export const withCode: CreateIntentResponse = {
  ...plain,
  orderId: 'ord_2',
  clientSecret: 'pi_2_secret_y',
  amounts: { subtotal: 9000, discount: 1710, shipping: 0, total: 7290 },
  lines: [{ ...line, discount: 1710 }],
  discounts: { offer, code: { code: 'SAVE10', amount: 810, shipping: 0 } },
};
export const quoteWithCode: Quote = {
  lines: withCode.lines,
  amounts: withCode.amounts,
  discounts: withCode.discounts,
  codeRefusal: null,
  delivery: TEST_DELIVERY,
  vat: null,
};
export const ok = (body: unknown): Reply => ({ status: 200, body });

export const codeField = () => screen.getByRole('textbox', { name: 'Discount code' }) as HTMLInputElement;
export const payButton = (total: string) =>
  screen.getByRole('button', { name: `Pay ${total}` }) as HTMLButtonElement;

export async function apply(text: string) {
  fireEvent.change(codeField(), { target: { value: text } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Apply' })));
}

export async function payWithTestCard(total: string) {
  fireEvent.change(screen.getByLabelText('Card number'), { target: { value: '4242 4242 4242 4242' } });
  const year = String((new Date().getFullYear() + 1) % 100).padStart(2, '0');
  fireEvent.change(screen.getByLabelText('Expiry (MM / YY)'), { target: { value: `12${year}` } });
  fireEvent.change(screen.getByLabelText('CVC'), { target: { value: '123' } });
  await act(async () => fireEvent.click(payButton(total)));
}

export const intentCalls = (calls: { key: string; body: unknown }[]) =>
  calls.filter((c) => c.key === 'POST /api/create-payment-intent');

/** The field's message, read as a screen reader does: the text its aria-describedby points at. */
export function describedBy(input: HTMLElement) {
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}
