import type { AdminOrder } from '#shared/contract/admin-orders.ts';
import type { Refund } from '#shared/contract/refunds.ts';

// For unit tests of the admin's order page: a paid order of two lines and a shipping fee, changed as each test needs.

/** A line of the order; `discount` is its share of the offer and the code (issue 17), none unless given. */
const line = (name: string, size: string, unitPrice: number, qty: number, refundedQty = 0, discount = 0) => ({
  productId: `prod_${name.toLowerCase().replace(/\W+/g, '_')}`,
  variantId: `var_${name.toLowerCase().replace(/\W+/g, '_')}_${size.replace(/\W+/g, '')}` as string | null,
  sku: `${name.toLowerCase().replace(/\W+/g, '-')}-${size.replace(/\W+/g, '')}in` as string | null,
  options: [{ name: 'Length', value: size }],
  name,
  size,
  unitPrice,
  qty,
  lineTotal: unitPrice * qty,
  discount,
  image: null as string | null,
  refundedQty,
});

export function adminOrder(changes: Partial<AdminOrder> = {}): AdminOrder {
  const lines = changes.lines ?? [line('Silk Straight', '14"', 4000, 2), line('Body Wave', '18"', 5550, 1)];
  const subtotal = lines.reduce((n, l) => n + l.lineTotal, 0);
  const discount = lines.reduce((n, l) => n + l.discount, 0);
  return {
    id: 'ord_0123456789abcdef',
    status: 'placed',
    email: 'ada@example.com',
    createdAt: '2026-11-25T12:00:00.000Z',
    amounts: { subtotal, discount, shipping: 499, total: subtotal - discount + 499 },
    discounts: { offer: null, code: null },
    lines,
    shippingAddress: {
      name: 'Ada Lovelace',
      line1: '1 Loom Street',
      line2: 'Flat 2',
      city: 'London',
      zip: 'N1 1AA',
      country: 'United Kingdom',
      phone: '+44 20 0000 0000',
    },
    payment: { provider: 'test', cardBrand: 'visa', last4: '4242' },
    history: [{ status: 'placed', at: '2026-11-25T12:01:00.000Z', note: null }],
    refunds: [],
    refunded: 0,
    refundPending: 0,
    cancelUntil: null,
    tracking: null,
    delivery: { method: 'Standard delivery', country: 'GB', countryName: 'United Kingdom' },
    vat: null,
    placedAt: '2026-11-25T12:01:00.000Z',
    editedAt: null,
    paymentRef: 'pi_test_1',
    ...changes,
  };
}

export { line as orderLine };

export const refund = (changes: Partial<Refund> = {}): Refund => ({
  id: 'ref_1',
  amount: 4000,
  shipping: 0,
  goodwill: 0,
  reason: 'Arrived damaged',
  status: 'succeeded',
  failureReason: null,
  createdAt: '2026-11-26T09:30:00.000Z',
  lines: [{ position: 0, name: 'Silk Straight', size: '14"', qty: 1, amount: 4000, restock: true }],
  ...changes,
});
