// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { OrderSummary } from '#shared/contract/orders.ts';
import { OrderCard } from './order-card.tsx';

afterEach(cleanup);

const order: OrderSummary = {
  id: 'ord_1',
  status: 'placed',
  placedAt: '2026-11-25T12:00:00.000Z',
  total: 5499,
  refunded: 0,
  discount: 0,
  discountCode: null,
  itemCount: 1,
};

const renderCard = (o: OrderSummary) =>
  render(
    <MemoryRouter>
      <OrderCard order={o} />
    </MemoryRouter>,
  );

describe('OrderCard', () => {
  it('shows a placed order with no refund words', () => {
    renderCard(order);
    expect(screen.getByText('Order Placed')).toBeTruthy();
    expect(screen.queryByText(/refunded/i)).toBeNull();
  });

  it('says what the promotions saved, with the code used, and nothing when none applied', () => {
    renderCard({ ...order, discount: 1_683, discountCode: 'SUMMER-10' });
    expect(screen.getByText('You saved £16.83 (code SUMMER-10)')).toBeTruthy();
    cleanup();
    renderCard({ ...order, discount: 1_500 });
    expect(screen.getByText('You saved £15.00')).toBeTruthy();
    cleanup();
    renderCard(order);
    expect(screen.queryByText(/You saved/)).toBeNull();
  });

  it('shows a cancelled order as Cancelled, refunded in full', () => {
    renderCard({ ...order, status: 'cancelled', refunded: 5499 });
    expect(screen.getByText('Cancelled')).toBeTruthy();
    expect(screen.getByText('Refunded £54.99')).toBeTruthy();
  });

  it('shows a part refund beside the amount', () => {
    renderCard({ ...order, status: 'delivered', refunded: 499 });
    expect(screen.getByText('Item(s) Delivered')).toBeTruthy();
    expect(screen.getByText('Partially refunded (£4.99)')).toBeTruthy();
  });
});
