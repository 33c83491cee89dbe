// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { allowModalDialogs } from '#web/lib/test-dialog.ts';
import { stubFetch } from '#web/lib/test-fetch.ts';
import { makeWrapper } from '#web/lib/test-wrapper.tsx';
import { adminOrder, orderLine, refund } from '../admin-order-fixture.ts';
import { RefundDialog } from './refund-dialog.tsx';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const URL = '/api/admin/orders/ord_0123456789abcdef/refunds';
// Silk Straight 14" £40.00 × 2, Body Wave 18" £55.50 × 1, shipping £4.99: £140.49 paid.
const order = adminOrder();

function renderDialog(value = order) {
  const onClose = vi.fn();
  const { Wrapper } = makeWrapper();
  render(<RefundDialog order={value} open onClose={onClose} />, { wrapper: Wrapper });
  return { onClose, dialog: screen.getByRole('dialog', { name: 'Refund order' }) };
}

const units = (dialog: HTMLElement, name: string) =>
  within(dialog).getByRole('spinbutton', { name: `Units to refund of ${name}` });
const type = (el: HTMLElement, value: string) => fireEvent.change(el, { target: { value } });
const total = (dialog: HTMLElement) => within(dialog).getByText('Refund', { selector: 'p' }).textContent;
const submit = (dialog: HTMLElement) =>
  act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Make refund' })));

describe('RefundDialog', () => {
  beforeAll(allowModalDialogs);
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
    vi.unstubAllGlobals();
  });

  it('adds up the units, the shipping fee and the goodwill as they are chosen', () => {
    const { dialog } = renderDialog();
    expect(total(dialog)).toBe('Refund £0.00');
    type(units(dialog, 'Silk Straight (14")'), '2');
    expect(total(dialog)).toBe('Refund £80.00');
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Refund shipping fee (£4.99)' }));
    expect(total(dialog)).toBe('Refund £84.99');
    type(within(dialog).getByLabelText('Goodwill amount (£)'), '5');
    expect(total(dialog)).toBe('Refund £89.99');
    // Each line is put back in stock unless the admin says otherwise, with the reason to think about it.
    const restock = within(dialog).getByRole('checkbox', { name: 'Put back in stock of Body Wave (18")' });
    expect((restock as HTMLInputElement).checked).toBe(true);
    expect(document.getElementById(restock.getAttribute('aria-describedby') ?? '')?.textContent).toContain(
      'Opened hair often cannot be resold',
    );
  });

  it('counts a discounted line’s units at their net share, as the server refunds them', () => {
    // Silk Straight £40.00 × 3 with £10.01 off: £109.99 paid for the line, £36.66 for one unit (rounded down).
    const discounted = adminOrder({
      lines: [orderLine('Silk Straight', '14"', 4000, 3, 0, 1001), orderLine('Body Wave', '18"', 5550, 1)],
    });
    const { dialog } = renderDialog(discounted);
    expect(
      within(dialog).getByText(/£10\.01 discount on this line: the 3 units left give back £109\.99/),
    ).toBeTruthy();
    type(units(dialog, 'Silk Straight (14")'), '1');
    expect(total(dialog)).toBe('Refund £36.66');
    type(units(dialog, 'Silk Straight (14")'), '3');
    expect(total(dialog)).toBe('Refund £109.99');
    type(units(dialog, 'Body Wave (18")'), '1');
    expect(total(dialog)).toBe('Refund £165.49');
  });

  it('leaves out the lines and the shipping fee already refunded, and warns past what remains', () => {
    const partly = adminOrder({
      lines: order.lines.map((l, i) => ({ ...l, refundedQty: i === 0 ? 2 : 0 })),
      refunded: 8499,
      refunds: [refund({ amount: 8499, shipping: 499 })],
    });
    const { dialog } = renderDialog(partly);
    expect(within(dialog).queryByText(/Silk Straight/)).toBeNull();
    expect(within(dialog).queryByRole('checkbox', { name: /shipping fee/ })).toBeNull();
    expect(within(dialog).getByText('1 of 1 left to refund', { exact: false })).toBeTruthy();
    type(units(dialog, 'Body Wave (18")'), '1');
    type(within(dialog).getByLabelText('Goodwill amount (£)'), '1');
    expect(within(dialog).getByText(/This is more than the £55\.50 that remains/)).toBeTruthy();
  });

  it('asks for a reason, whole units within what is left, and something to refund, before sending', async () => {
    const { requests } = stubFetch({});
    const { dialog } = renderDialog();
    await submit(dialog);
    expect(within(dialog).getByText('Please give a reason')).toBeTruthy();
    type(within(dialog).getByLabelText('Reason (shown to the customer)'), 'Changed their mind');
    await submit(dialog);
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Choose items, the shipping fee or a goodwill amount to refund.',
    );
    type(units(dialog, 'Silk Straight (14")'), '3');
    await submit(dialog);
    const qty = units(dialog, 'Silk Straight (14")');
    expect(qty.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(qty.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'At most 2 units can still be refunded',
    );
    expect(requests).toEqual([]);
  });

  it('sends the refund with one request key, shows the server’s refusal, then toasts and closes', async () => {
    const made = adminOrder({
      refunded: 4000,
      refunds: [refund({ amount: 4000, reason: 'Arrived damaged' })],
    });
    const { requests } = stubFetch({
      [`POST ${URL}`]: [
        {
          status: 409,
          body: {
            error: { code: 'conflict', message: 'Only 1 of Silk Straight (14") can still be refunded.' },
          },
        },
        { status: 200, body: made },
      ],
    });
    const { dialog, onClose } = renderDialog();
    type(units(dialog, 'Silk Straight (14")'), '1');
    fireEvent.click(
      within(dialog).getByRole('checkbox', { name: 'Put back in stock of Silk Straight (14")' }),
    );
    type(within(dialog).getByLabelText('Reason (shown to the customer)'), ' Arrived damaged ');
    await submit(dialog);
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Only 1 of Silk Straight (14") can still be refunded.',
    );
    expect(onClose).not.toHaveBeenCalled();
    await submit(dialog);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Refund of £40.00 made'));
    expect(onClose).toHaveBeenCalled();

    const [first, second] = requests.map((r) => r.body as { requestKey: string });
    expect(first).toEqual({
      requestKey: expect.stringMatching(/^[A-Za-z0-9-]{16,64}$/),
      lines: [{ position: 0, qty: 1, restock: false }],
      shipping: false,
      goodwill: 0,
      reason: 'Arrived damaged',
    });
    // The same dialog sends the same key: a submit repeated after a lost answer is one refund.
    expect(second?.requestKey).toBe(first?.requestKey);
  });
});
