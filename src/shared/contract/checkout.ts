import { z } from 'zod';
import { MAX_LINE_QTY } from '../cart.ts';
import { ALL_ORDER_STATUSES } from '../order-status.ts';
import { deliveryMethodIdSchema, deliveryQuoteSchema, orderDeliverySchema } from './delivery.ts';
import { codeText } from './promotions.ts';
import { refundSchema } from './refunds.ts';
import { trackingSchema } from './tracking.ts';
import { vatSchema } from './vat.ts';

const field = (name: string, max = 120) =>
  z.string().trim().min(1, `${name} is required`).max(max, `${name} is too long`);

/** A shipping or billing address; every field is required (docs/product.md#checkout), nothing else is checked. */
export const addressSchema = z.object({
  name: field('Name'),
  line1: field('Address line 1', 200),
  line2: field('Address line 2', 200),
  city: field('City'),
  zip: field('Zip code', 20),
  country: field('Country'),
  phone: field('Phone', 40),
});
export type Address = z.infer<typeof addressSchema>;

export const checkoutLineSchema = z.object({
  productId: z.string().min(1).max(64),
  /**
   * The variant chosen (issue 31). Optional: a cart stored before variants had ids, or a tab opened before the
   * upgrade, names only the label (`size`), which the server resolves to the product's variant of that label.
   */
  variantId: z.string().min(1).max(64).optional(),
  /**
   * The variant's label as the cart shows it: its values joined by " · " (up to four of up to 40 characters each,
   * decision 026); the length of a product chosen by length alone.
   */
  size: z.string().min(1).max(200),
  qty: z
    .number()
    .int()
    .min(1, 'qty must be at least 1')
    .max(MAX_LINE_QTY, `qty must be at most ${MAX_LINE_QTY}`),
});

const itemsSchema = z.array(checkoutLineSchema).min(1, 'The cart is empty').max(50);

/**
 * POST /api/create-payment-intent. Prices are not accepted: the server prices every line (docs/product.md#money), and
 * applies the bundle offer running and the discount code given, if it may (issue 17).
 */
export const createIntentBodySchema = z.object({
  items: itemsSchema,
  shippingAddress: addressSchema,
  billingAddress: addressSchema,
  code: codeText.optional(),
  /**
   * The delivery method chosen among those of the shipping address's country (issue 32); its price is the
   * server's. Absent (a tab opened before delivery methods), the country's first method.
   */
  deliveryMethodId: deliveryMethodIdSchema.optional(),
});
export type CreateIntentBody = z.infer<typeof createIntentBodySchema>;

export const PAYMENT_PROVIDERS = ['test', 'stripe'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** Integer pence. total = subtotal − discount + shipping. */
export const amountsSchema = z.object({
  subtotal: z.number().int(),
  /** What the bundle offer and the discount code take off the lines, together (issue 17). */
  discount: z.number().int(),
  shipping: z.number().int(),
  total: z.number().int(),
});
export type Amounts = z.infer<typeof amountsSchema>;

/** One chosen option of a line, as bought: { name: 'Length', value: '22"' }. */
export const chosenOptionSchema = z.object({ name: z.string(), value: z.string() });
export type ChosenOption = z.infer<typeof chosenOptionSchema>;

export const orderLineSchema = z.object({
  productId: z.string(),
  /** The variant bought; null for a line whose variant was gone before the upgrade that gave variants ids. */
  variantId: z.string().nullable(),
  /** Its SKU when bought. */
  sku: z.string().nullable(),
  /** What was chosen, as bought ([{ name: 'Length', value: '22"' }]); mails and pages still print `size`. */
  options: z.array(chosenOptionSchema),
  name: z.string(),
  /** The variant's label when bought (today its length). */
  size: z.string(),
  unitPrice: z.number().int(),
  qty: z.number().int(),
  /** unitPrice × qty, before discounts. */
  lineTotal: z.number().int(),
  /** This line's share of the offer's and the code's discounts, in pence (a refund of it returns the rest). */
  discount: z.number().int(),
  image: z.string().nullable(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

/** The promotions an order or quote got: each is its own line in the summary (issue 17). */
export const discountsSchema = z.object({
  /** The bundle offer applied, by its label ('3+ bundles: 10% off'), and what it took off. */
  offer: z.object({ label: z.string(), amount: z.number().int() }).nullable(),
  /** The discount code applied, what it took off the lines, and the shipping fee it waived. */
  code: z.object({ code: z.string(), amount: z.number().int(), shipping: z.number().int() }).nullable(),
});
export type Discounts = z.infer<typeof discountsSchema>;

/**
 * POST /api/checkout/quote: what the cart costs now, with the offer running and the code given (if any), delivered
 * to `country` (a code or an English name; the shop's home country when absent) by the method chosen.
 */
export const quoteBodySchema = z.object({
  items: itemsSchema,
  code: codeText.optional(),
  country: z.string().trim().min(1).max(60).optional(),
  deliveryMethodId: deliveryMethodIdSchema.optional(),
});
export type QuoteBody = z.infer<typeof quoteBodySchema>;

export const CODE_REFUSALS = [
  'unknown',
  'not_yet',
  'expired',
  'used_up',
  'used_by_you',
  'minimum',
  'not_for_these_items',
  'offer_is_better',
] as const;

export const quoteResponseSchema = z.object({
  lines: z.array(orderLineSchema),
  amounts: amountsSchema,
  discounts: discountsSchema,
  /** Why the code given is not applied, in the checkout's words ('Spend £20.00 more to use this code'). */
  codeRefusal: z.object({ reason: z.enum(CODE_REFUSALS), message: z.string() }).nullable(),
  delivery: deliveryQuoteSchema,
  vat: vatSchema,
});
export type Quote = z.infer<typeof quoteResponseSchema>;

export const createIntentResponseSchema = z.object({
  orderId: z.string(),
  clientSecret: z.string(),
  provider: z.enum(PAYMENT_PROVIDERS),
  /** Stripe.js needs it; absent for the built-in test provider. */
  publishableKey: z.string().optional(),
  amounts: amountsSchema,
  lines: z.array(orderLineSchema),
  discounts: discountsSchema,
  delivery: deliveryQuoteSchema,
  vat: vatSchema,
});
export type CreateIntentResponse = z.infer<typeof createIntentResponseSchema>;

/** POST /api/payments/test/confirm: the built-in test-card provider's card form (docs/product.md#payments). */
export const testCardConfirmBodySchema = z.object({
  clientSecret: z.string().min(1),
  card: z.object({
    number: z.string().max(30),
    expMonth: z.number().int(),
    expYear: z.number().int(),
    cvc: z.string().max(4),
  }),
});
export const paymentResultSchema = z.object({
  status: z.enum(['succeeded', 'requires_action', 'failed']),
  /** The provider's words for a failure ('Your card was declined.'). */
  message: z.string().optional(),
  /** Where to send the shopper to authenticate (3-D Secure). */
  redirectUrl: z.string().optional(),
  orderId: z.string(),
});
export type PaymentResult = z.infer<typeof paymentResultSchema>;

export const orderSchema = z.object({
  id: z.string(),
  status: z.enum(ALL_ORDER_STATUSES),
  email: z.string(),
  createdAt: z.string(),
  amounts: amountsSchema,
  discounts: discountsSchema,
  /** Units of each line refunded (or being refunded) so far. */
  lines: z.array(orderLineSchema.extend({ refundedQty: z.number().int() })),
  shippingAddress: addressSchema,
  payment: z
    .object({
      provider: z.enum(PAYMENT_PROVIDERS),
      cardBrand: z.string().nullable(),
      last4: z.string().nullable(),
    })
    .nullable(),
  history: z.array(
    z.object({
      status: z.enum(ALL_ORDER_STATUSES),
      at: z.string(),
      /** A cancellation's reason. */
      note: z.string().nullable(),
    }),
  ),
  /** Money given back, oldest first (decision 019). */
  refunds: z.array(refundSchema),
  /** Refunded so far: succeeded refunds, in pence. */
  refunded: z.number().int(),
  /** Refunds accepted but not yet settled by the card provider. */
  refundPending: z.number().int(),
  /** Until when the shopper may cancel it themselves (ISO 8601); null when they cannot. */
  cancelUntil: z.string().nullable(),
  /** The parcel's carrier and tracking number, given when it was marked shipped; null until then or without one. */
  tracking: trackingSchema.nullable(),
  /** The delivery method bought and the country it goes to; null on orders from before delivery zones. */
  delivery: orderDeliverySchema.nullable(),
  /** The VAT it includes; null when the shop charged none (or before VAT was recorded). */
  vat: vatSchema,
});
export type Order = z.infer<typeof orderSchema>;
