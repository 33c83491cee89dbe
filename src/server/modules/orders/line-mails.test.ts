import { describe, expect, it } from 'vitest';
import type { OrderLine } from '#shared/contract/checkout.ts';
import { orderConfirmationMail } from './confirmation-mail.ts';
import { refundMail } from './refund-mail.ts';

// What the e-mails say was bought (issue 31): a product chosen by length alone keeps the specification's
// "(Size: 22″)"; one of several options names them, so a shade is never called a size.

const line = (over: Partial<OrderLine>): OrderLine => ({
  productId: 'p',
  variantId: 'v',
  sku: 'sku',
  options: [],
  name: 'Body Wave Bundle',
  size: '22"',
  unitPrice: 8_000,
  qty: 1,
  lineTotal: 8_000,
  discount: 0,
  image: null,
  ...over,
});

describe('the order e-mails’ lines', () => {
  it('say what was chosen: a length as its size, other options by name', () => {
    const mail = orderConfirmationMail({
      to: 'a@example.com',
      orderId: 'abcdef12-0000',
      lines: [
        line({ options: [{ name: 'Length', value: '22"' }] }),
        line({
          name: 'Vietnamese Bone Straight Bundle',
          size: '#613 · 22"',
          options: [
            { name: 'Shade', value: '#613' },
            { name: 'Length', value: '22"' },
          ],
        }),
      ],
      amounts: { subtotal: 16_000, discount: 0, shipping: 0, total: 16_000 },
      discounts: { offer: null, code: null },
      address: {
        name: 'A',
        line1: '1 St',
        line2: '',
        city: 'London',
        zip: 'N1 1AA',
        country: 'GB',
        phone: '0',
      },
      deliveryMethod: null,
      vat: null,
      invoiceUrl: 'http://shop.test/api/orders/abcdef12-0000/invoice.pdf',
      shopName: 'Tressa',
      orderUrl: 'http://shop/order',
    });
    expect(mail.text).toContain('1 × Body Wave Bundle (Size: 22") at £80.00');
    expect(mail.text).toContain('1 × Vietnamese Bone Straight Bundle (Shade: #613 · Length: 22") at £80.00');
  });

  it('name a refunded line of several options by its label', () => {
    const mail = refundMail({
      to: 'a@example.com',
      orderId: 'abcdef12-0000',
      amount: 8_000,
      lines: [{ name: 'Vietnamese Bone Straight Bundle', size: '#613 · 22"', qty: 1, amount: 8_000 }],
      shipping: 0,
      goodwill: 0,
      reason: 'Too light',
      shopName: 'Tressa',
      orderUrl: 'http://shop/order',
      creditNoteUrl: 'http://shop/credit-note.pdf',
      cancelled: false,
    });
    expect(mail.text).toContain('1 × Vietnamese Bone Straight Bundle (#613 · 22"): £80.00');
  });
});
