import { z } from 'zod';
import { type BundleOfferView, type OfferInput, offerInputSchema } from '#shared/contract/promotions.ts';
import {
  checkWindowAndTarget,
  isWhole,
  storedTarget,
  targetFields,
  targetInput,
  WHOLE_MESSAGE,
  windowAndTargetValues,
  windowFields,
  windowInput,
} from './promotion-form-fields.ts';

const offerFormFields = z.object({
  // Checked in this first pass, with the rest's typing mistakes, so an empty form names every missing field.
  label: offerInputSchema.shape.label,
  minQty: z.string(),
  percent: z.string(),
  paused: z.boolean(),
  ...windowFields,
  ...targetFields,
});
export type OfferFormValues = z.input<typeof offerFormFields>;

export const EMPTY_OFFER: OfferFormValues = {
  label: '',
  minQty: '3',
  percent: '',
  paused: false,
  startsAt: '',
  endsAt: '',
  scope: 'all',
  target: { categories: [], productIds: [], variantIds: [] },
};

/** The offer form as typed, checked, turned into the API's body and checked by the API's own schema. */
export function offerFormSchema(timeZone: string) {
  return offerFormFields
    .superRefine((v, ctx) => {
      for (const key of ['minQty', 'percent'] as const) {
        if (!isWhole(v[key])) ctx.addIssue({ code: 'custom', path: [key], message: WHOLE_MESSAGE });
      }
      checkWindowAndTarget(v, ctx, timeZone);
    })
    .transform(
      (v): z.input<typeof offerInputSchema> => ({
        label: v.label,
        minQty: Number(v.minQty.trim()),
        percent: Number(v.percent.trim()),
        target: targetInput(v),
        ...windowInput(v, timeZone),
        paused: v.paused,
      }),
    )
    .pipe(offerInputSchema);
}

/** A stored offer as the form shows it. */
export function toOfferFormValues(o: BundleOfferView, timeZone: string): OfferFormValues {
  return {
    label: o.label,
    minQty: String(o.minQty),
    percent: String(o.percent),
    paused: o.paused,
    ...windowAndTargetValues(o, timeZone),
  };
}

/** A stored offer as the API takes it back: the whole body, as PUT replaces the offer. */
export const offerBody = (o: BundleOfferView, change: Partial<OfferInput> = {}): OfferInput => ({
  label: o.label,
  minQty: o.minQty,
  percent: o.percent,
  target: storedTarget(o.target),
  startsAt: o.startsAt,
  endsAt: o.endsAt,
  paused: o.paused,
  ...change,
});
