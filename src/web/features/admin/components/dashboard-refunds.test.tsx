// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminSummary } from '#shared/contract/admin-dashboard.ts';
import { EarningsChart } from './earnings-chart.tsx';
import { StatusChart } from './status-chart.tsx';
import { SummaryCards } from './summary-cards.tsx';

afterEach(cleanup);

const summary: AdminSummary = {
  products: 12,
  orders: 7,
  customers: 5,
  earnings: 31_000,
  refunded: 4_499,
  discounts: 0,
  statusCounts: [
    { status: 'placed', count: 2 },
    { status: 'processing', count: 1 },
    { status: 'shipped', count: 1 },
    { status: 'delivered', count: 2 },
    { status: 'cancelled', count: 1 },
  ],
  dailyEarnings: [{ day: '2026-11-25', total: 31_000, orders: 7 }],
  lowStock: [],
  held: { units: 0, orders: 0, checkouts: [] },
  recentOrders: [],
};

describe('the dashboard after refunds', () => {
  it('says the earnings are net of refunds, and how much was refunded', () => {
    render(<SummaryCards summary={summary} />);
    const earnings = screen.getByText('Earnings').parentElement as HTMLElement;
    expect(within(earnings).getByText('£310.00')).toBeTruthy();
    expect(within(earnings).getByText('Net of refunds (£44.99 refunded)')).toBeTruthy();
    // No promotion was used: nothing said about discounts.
    expect(within(earnings).queryByText(/discounts/)).toBeNull();
  });

  it('says what the promotions took off paid orders, under the earnings (issue 17)', () => {
    render(<SummaryCards summary={{ ...summary, discounts: 2_350 }} />);
    const earnings = screen.getByText('Earnings').parentElement as HTMLElement;
    expect(within(earnings).getByText('£310.00')).toBeTruthy();
    expect(within(earnings).getByText('£23.50 given in discounts')).toBeTruthy();
  });

  it('counts cancelled orders in the status chart, and labels the daily earnings net', () => {
    render(<StatusChart counts={summary.statusCounts} />);
    expect(screen.getByRole('row', { name: 'Cancelled 1' })).toBeTruthy();
    render(<EarningsChart days={summary.dailyEarnings} />);
    expect(screen.getByRole('table', { name: 'Earnings per day, net of refunds' })).toBeTruthy();
    expect(screen.getByText('(net of refunds)')).toBeTruthy();
  });
});
