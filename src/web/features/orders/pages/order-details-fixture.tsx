import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { Order } from '#shared/contract/checkout.ts';
import { TEST_ADDRESS, TEST_ORDER_DELIVERY } from '#web/lib/test-address.ts';
import { OrderDetailsPage } from './order-details-page.tsx';

// The order the order page tests show, and the page at /order-details/ord_1 with its own query client.

export const placedAt = '2026-11-25T12:00:00.000Z';
export const cancelUntil = '2099-11-25T13:00:00.000Z';

export const placed: Order = {
  id: 'ord_1',
  status: 'placed',
  email: 'ada@example.com',
  createdAt: placedAt,
  amounts: { subtotal: 5000, discount: 0, shipping: 499, total: 5499 },
  discounts: { offer: null, code: null },
  lines: [
    {
      productId: 'p1',
      variantId: 'v1',
      sku: 'p1-18in',
      options: [{ name: 'Length', value: '18"' }],
      name: 'Body Wave',
      size: '18"',
      unitPrice: 5000,
      qty: 1,
      lineTotal: 5000,
      discount: 0,
      image: null,
      refundedQty: 0,
    },
  ],
  shippingAddress: TEST_ADDRESS,
  payment: { provider: 'test', cardBrand: 'visa', last4: '4242' },
  history: [{ status: 'placed', at: placedAt, note: null }],
  refunds: [],
  refunded: 0,
  refundPending: 0,
  cancelUntil,
  tracking: null,
  delivery: TEST_ORDER_DELIVERY,
  vat: null,
};

export function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/order-details/ord_1']}>
        <Routes>
          <Route path="/order-details/:id" element={<OrderDetailsPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return client;
}
