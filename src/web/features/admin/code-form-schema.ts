import { z } from 'zod';
import {
  CODE_KINDS,
  type CodeInput,
  codeInputSchema,
  type DiscountCodeView,
} from '#shared/contract/promotions.ts';
import { parsePounds } from '#shared/money.ts';
import {
  checkWindowAndTarget,
  isPounds,
  isWhole,
  POUNDS_MESSAGE,
  storedTarget,
  targetFields,
  targetInput,
  WHOLE_MESSAGE,
  windowAndTargetValues,
  windowFields,
  windowInput,
} from './promotion-form-fields.ts';

const codeFormFields = z.object({
  // Checked in this first pass, with the rest's typing mistakes, so an empty form names every missing field.
  code: codeInputSchema.shape.code,
  kind: z.enum(CODE_KINDS),
  /** Percent for 'percent', pounds for 'fixed', unused for 'free_shipping'. */
  value: z.string(),
  minSubtotal: z.string(),
  maxRedemptions: z.string(),
  perCustomer: z.string(),
  combines: z.boolean(),
  paused: z.boolean(),
  ...windowFields,
  ...targetFields,
});
export type CodeFormValues = z.input<typeof codeFormFields>;

export const EMPTY_CODE: CodeFormValues = {
  code: '',
  kind: 'percent',
  value: '',
  minSubtotal: '',
  maxRedemptions: '',
  perCustomer: '',
  combines: true,
  paused: false,
  startsAt: '',
  endsAt: '',
  scope: 'all',
  target: { categories: [], productIds: [], variantIds: [] },
};

const blankOr = (text: string, convert: (t: string) => number | null) =>
  text.trim() === '' ? null : convert(text.trim());

/**
 * The code form as typed (money in pounds, times as the shop's wall time), checked for typing mistakes, turned
 * into the API's body and checked again by the API's own schema, so the form and the server agree on every rule
 * and message. `timeZone` is the shop's (GET /api/shop).
 */
export function codeFormSchema(timeZone: string) {
  return codeFormFields
    .superRefine((v, ctx) => {
      const value = v.value.trim();
      if (v.kind === 'percent' && !isWhole(value)) {
        ctx.addIssue({ code: 'custom', path: ['value'], message: 'Enter a whole percentage, e.g. 10' });
      }
      if (v.kind === 'fixed' && !isPounds(value)) {
        ctx.addIssue({ code: 'custom', path: ['value'], message: POUNDS_MESSAGE });
      }
      if (v.minSubtotal.trim() !== '' && !isPounds(v.minSubtotal)) {
        ctx.addIssue({ code: 'custom', path: ['minSubtotal'], message: POUNDS_MESSAGE });
      }
      for (const key of ['maxRedemptions', 'perCustomer'] as const) {
        if (v[key].trim() !== '' && !isWhole(v[key])) {
          ctx.addIssue({ code: 'custom', path: [key], message: WHOLE_MESSAGE });
        }
      }
      checkWindowAndTarget(v, ctx, timeZone);
    })
    .transform(
      (v): z.input<typeof codeInputSchema> => ({
        code: v.code,
        kind: v.kind,
        value:
          v.kind === 'percent'
            ? Number(v.value.trim())
            : v.kind === 'fixed'
              ? (parsePounds(v.value) ?? 0)
              : 0,
        minSubtotal: blankOr(v.minSubtotal, parsePounds) ?? 0,
        ...windowInput(v, timeZone),
        maxRedemptions: blankOr(v.maxRedemptions, Number),
        perCustomer: blankOr(v.perCustomer, Number),
        target: targetInput(v),
        combines: v.combines,
        paused: v.paused,
      }),
    )
    .pipe(codeInputSchema);
}

const pounds = (pence: number) => (pence / 100).toFixed(2);

/** A stored code as the form shows it. */
export function toCodeFormValues(c: DiscountCodeView, timeZone: string): CodeFormValues {
  return {
    code: c.code,
    kind: c.kind,
    value: c.kind === 'percent' ? String(c.value) : c.kind === 'fixed' ? pounds(c.value) : '',
    minSubtotal: c.minSubtotal > 0 ? pounds(c.minSubtotal) : '',
    maxRedemptions: c.maxRedemptions === null ? '' : String(c.maxRedemptions),
    perCustomer: c.perCustomer === null ? '' : String(c.perCustomer),
    combines: c.combines,
    paused: c.paused,
    ...windowAndTargetValues(c, timeZone),
  };
}

/** A stored code as the API takes it back: the whole body, as PUT replaces the code (pause and resume use it). */
export const codeBody = (c: DiscountCodeView, change: Partial<CodeInput> = {}): CodeInput => ({
  code: c.code,
  kind: c.kind,
  value: c.value,
  minSubtotal: c.minSubtotal,
  startsAt: c.startsAt,
  endsAt: c.endsAt,
  maxRedemptions: c.maxRedemptions,
  perCustomer: c.perCustomer,
  target: storedTarget(c.target),
  combines: c.combines,
  paused: c.paused,
  ...change,
});
