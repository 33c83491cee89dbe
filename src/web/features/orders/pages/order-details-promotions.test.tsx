// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '#shared/contract/checkout.ts';
import { stubFetch } from '#web/lib/test-fetch.ts';
import { placed, renderPage } from './order-details-fixture.tsx';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

describe('OrderDetailsPage: promotions', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the offer and the code on their own lines, the waived shipping, and each discounted line’s share', async () => {
    const [bodyWave] = placed.lines;
    if (!bodyWave) throw new Error('the fixture has a line');
    const order: Order = {
      ...placed,
      status: 'delivered',
      cancelUntil: null,
      amounts: { subtotal: 18000, discount: 1950, shipping: 0, total: 16050 },
      discounts: {
        offer: { label: '3+ bundles: 10% off', amount: 1500 },
        code: { code: 'SUMMER-5', amount: 450, shipping: 499 },
      },
      lines: [
        { ...bodyWave, qty: 3, lineTotal: 15000, discount: 1950 },
        {
          ...bodyWave,
          productId: 'p2',
          name: 'Lace Closure',
          unitPrice: 3000,
          lineTotal: 3000,
          discount: 0,
        },
      ],
    };
    stubFetch({ 'GET /api/orders/ord_1': { status: 200, body: order } });
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Order details' });
    const items = screen.getByRole('region', { name: 'Items' });
    expect(within(items).getByText('Bundle offer: 3+ bundles: 10% off').nextElementSibling?.textContent).toBe(
      '−£15.00',
    );
    expect(within(items).getByText('Discount code SUMMER-5').nextElementSibling?.textContent).toBe('−£4.50');
    expect(within(items).getByText('Shipping (Standard delivery)').nextElementSibling?.textContent).toBe(
      'was £4.99 Free with SUMMER-5',
    );
    expect(within(items).getByText('Total').nextElementSibling?.textContent).toBe('£160.50');
    // The discounted line says its share, for the eye and for screen readers; the other line says nothing.
    expect(within(items).getByText('−£19.50 discount')).toBeTruthy();
    expect(within(items).getByText('Discount on this line: £19.50')).toBeTruthy();
    expect(within(items).getAllByText(/Discount on this line/)).toHaveLength(1);
  });
});
