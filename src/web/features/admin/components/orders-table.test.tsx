// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminOrderRow } from '#shared/contract/admin-orders.ts';
import { makeWrapper } from '#web/lib/test-wrapper.tsx';
import { OrdersTable } from './orders-table.tsx';
import { StatusFilter } from './status-filter.tsx';

afterEach(cleanup);

const row = (changes: Partial<AdminOrderRow>): AdminOrderRow => ({
  id: 'ord_aaaaaaaa1111',
  email: 'ada@example.com',
  name: 'Ada Lovelace',
  status: 'placed',
  total: 9000,
  refunded: 0,
  placedAt: '2026-11-25T12:00:00.000Z',
  ...changes,
});

describe('the orders list', () => {
  it('says what was refunded of each order under its total, and shows a cancelled one as Cancelled', () => {
    const { Wrapper } = makeWrapper();
    render(
      <OrdersTable
        caption="Orders"
        orders={[
          row({ id: 'ord_full00001', status: 'cancelled', refunded: 9000 }),
          row({ id: 'ord_part00002', status: 'delivered', refunded: 499 }),
          row({ id: 'ord_none00003' }),
        ]}
      />,
      { wrapper: Wrapper },
    );
    const [, full, part, none] = screen.getAllByRole('row');
    expect(within(full as HTMLElement).getByText('Cancelled')).toBeTruthy();
    expect(within(full as HTMLElement).getByText('Refunded £90.00')).toBeTruthy();
    expect(within(part as HTMLElement).getByText('Partially refunded (£4.99)')).toBeTruthy();
    expect(none?.textContent).not.toMatch(/refunded/i);
  });

  it('filters by any paid status, Cancelled included, or by what is still to ship', () => {
    const onChange = vi.fn();
    render(<StatusFilter value={undefined} onChange={onChange} />);
    const select = screen.getByLabelText('Status');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'All paid orders',
      'To ship (placed or processing)',
      'Order Placed',
      'Processing...',
      'Item(s) Shipped',
      'Item(s) Delivered',
      'Cancelled',
    ]);
    fireEvent.change(select, { target: { value: 'cancelled' } });
    expect(onChange).toHaveBeenCalledWith('cancelled');
    fireEvent.change(select, { target: { value: 'to_ship' } });
    expect(onChange).toHaveBeenLastCalledWith('to_ship');
    fireEvent.change(select, { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith(undefined);
  });
});
