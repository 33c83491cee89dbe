import { z } from 'zod';
import type { AdminOrder } from '#shared/contract/admin-orders.ts';
import { type RefundRequest, refundRequestSchema } from '#shared/contract/refunds.ts';
import { parsePounds } from '#shared/money.ts';
import { unitsLeft } from './refund-amounts.ts';

export const GOODWILL_MESSAGE = 'Enter an amount in pounds, e.g. 5.00';
export const WHOLE_UNITS_MESSAGE = 'Enter a whole number of units';
export const NOTHING_CHOSEN_MESSAGE = 'Choose items, the shipping fee or a goodwill amount to refund.';

/** The refund dialog as typed: one row per order line (index = the line's position), amounts in pounds. */
export type RefundFormValues = {
  lines: { qty: string; restock: boolean }[];
  shipping: boolean;
  goodwill: string;
  reason: string;
};
export type RefundFormOutput = Omit<RefundRequest, 'requestKey'>;

/** Nothing chosen, every unit put back in stock unless the admin says otherwise. */
export const emptyRefundForm = (order: AdminOrder): RefundFormValues => ({
  lines: order.lines.map(() => ({ qty: '0', restock: true })),
  shipping: false,
  goodwill: '',
  reason: '',
});

const isWhole = (text: string) => /^\d+$/.test(text);
const qtyOf = (text: string) => (text.trim() === '' ? 0 : Number(text.trim()));

const atMost = (left: number) =>
  left === 1 ? 'Only 1 unit can still be refunded' : `At most ${left} units can still be refunded`;

/**
 * Checks the dialog against the order it was opened on (units left per line), and turns it into the API's
 * request fields; the reason uses the API's own rule and words. Whether anything was chosen, and whether the
 * refund fits in what remains, is for the dialog and the server to say.
 */
export function refundFormSchema(order: AdminOrder) {
  return z.object({
    lines: z
      .array(z.object({ qty: z.string(), restock: z.boolean() }))
      .superRefine((rows, ctx) => {
        rows.forEach((row, i) => {
          const qty = row.qty.trim();
          const line = order.lines[i];
          if (qty === '' || !line) return;
          if (!isWhole(qty)) ctx.addIssue({ code: 'custom', path: [i, 'qty'], message: WHOLE_UNITS_MESSAGE });
          else if (Number(qty) > unitsLeft(line)) {
            ctx.addIssue({ code: 'custom', path: [i, 'qty'], message: atMost(unitsLeft(line)) });
          }
        });
      })
      .transform((rows) =>
        rows.flatMap((row, position) => {
          const qty = qtyOf(row.qty);
          return qty > 0 ? [{ position, qty, restock: row.restock }] : [];
        }),
      ),
    shipping: z.boolean(),
    goodwill: z
      .string()
      .trim()
      .refine((v) => v === '' || parsePounds(v) !== null, GOODWILL_MESSAGE)
      .transform((v) => (v === '' ? 0 : (parsePounds(v) ?? 0))),
    reason: refundRequestSchema.shape.reason,
  }) satisfies z.ZodType<RefundFormOutput, RefundFormValues>;
}

/**
 * The same choice read leniently while the admin types, for the live total: a quantity or an amount that is not
 * (yet) a number counts as nothing.
 */
export function typedChoice(values: RefundFormValues) {
  return {
    lines: values.lines.flatMap((row, position) => {
      const qty = row.qty.trim();
      return isWhole(qty) && Number(qty) > 0 ? [{ position, qty: Number(qty) }] : [];
    }),
    shipping: values.shipping,
    goodwill: parsePounds(values.goodwill.trim()) ?? 0,
  };
}
