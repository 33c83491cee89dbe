// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Refund } from '#shared/contract/refunds.ts';
import { RefundList } from './refund-list.tsx';

afterEach(cleanup);

const refund = (over: Partial<Refund>): Refund => ({
  id: 'ref_1',
  amount: 4999,
  shipping: 0,
  goodwill: 0,
  reason: 'Damaged in transit',
  status: 'succeeded',
  failureReason: null,
  createdAt: '2026-11-25T12:00:00.000Z',
  lines: [],
  ...over,
});

describe('RefundList', () => {
  it('shows each refund with its amount, state, date, reason and what it covers', () => {
    const { container } = render(
      <RefundList
        orderId="ord_1"
        refunds={[
          refund({
            amount: 5699,
            shipping: 499,
            goodwill: 200,
            lines: [{ position: 0, name: 'Body Wave', size: '18"', qty: 1, amount: 5000, restock: false }],
          }),
        ]}
      />,
    );
    const text = container.textContent ?? '';
    expect(text).toContain('Refund of £56.99');
    expect(text).toContain('Refunded');
    expect(text).toContain('Reason: Damaged in transit');
    expect(screen.getByText('1 × Body Wave (Size: 18")')).toBeTruthy();
    expect(screen.getByText('£50.00')).toBeTruthy();
    expect(screen.getByText('Shipping')).toBeTruthy();
    expect(screen.getByText('£4.99')).toBeTruthy();
    expect(screen.getByText('Goodwill')).toBeTruthy();
    expect(screen.getByText('£2.00')).toBeTruthy();
    expect(container.querySelector('time')?.getAttribute('datetime')).toBe('2026-11-25T12:00:00.000Z');
    const note = screen.getByRole('link', {
      name: 'Credit note for the refund of £56.99 (PDF, opens in a new tab)',
    });
    expect(note.getAttribute('href')).toBe('/api/orders/ord_1/refunds/ref_1/credit-note.pdf');
  });

  it('calls a pending refund pending and a failed one being retried, without the provider’s words', () => {
    render(
      <RefundList
        orderId="ord_1"
        refunds={[
          refund({ id: 'a', status: 'pending' }),
          refund({ id: 'b', status: 'failed', failureReason: 'expired_or_canceled_card' }),
        ]}
      />,
    );
    expect(screen.getByText('Pending')).toBeTruthy();
    expect(screen.getByText('Being retried')).toBeTruthy();
    expect(screen.queryByText('Failed')).toBeNull();
    expect(screen.queryByText(/expired_or_canceled_card/)).toBeNull();
    // Nothing but the amount is given back: no lines, shipping or goodwill to list.
    expect(screen.queryByText('It covers:')).toBeNull();
  });
});
