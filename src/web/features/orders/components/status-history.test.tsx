// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { StatusHistory } from './status-history.tsx';

afterEach(cleanup);

describe('StatusHistory', () => {
  it('lists the statuses since placement, oldest first, and a cancellation with its reason', () => {
    render(
      <StatusHistory
        history={[
          { status: 'awaiting_payment', at: '2026-11-25T12:00:00.000Z', note: null },
          { status: 'placed', at: '2026-11-25T12:01:00.000Z', note: null },
          { status: 'cancelled', at: '2026-11-25T12:20:00.000Z', note: 'Out of stock at the supplier' },
        ]}
      />,
    );
    const items = screen.getAllByRole('listitem');
    // The steps before placement are the shop's.
    expect(items).toHaveLength(2);
    expect(items[0]?.textContent).toContain('Order Placed');
    expect(items[1]?.textContent).toContain('Cancelled');
    expect(items[1]?.textContent).toContain('Reason: Out of stock at the supplier');
    expect(items[1]?.querySelector('time')?.getAttribute('datetime')).toBe('2026-11-25T12:20:00.000Z');
    expect(items[0]?.textContent).not.toContain('Reason');
  });
});
