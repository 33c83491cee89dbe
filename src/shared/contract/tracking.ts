import { z } from 'zod';
import { CARRIER_CODES, normaliseTrackingNumber, TRACKING_NUMBER } from '../carriers.ts';

/** How a shipped order's parcel went, as the customer and the admin see it (issue 32: dispatch). */
export const trackingSchema = z.object({
  carrier: z.enum(CARRIER_CODES),
  /** The carrier's name, as shown. */
  carrierName: z.string(),
  number: z.string(),
  /** The carrier's page for the parcel; null for another carrier. */
  url: z.string().nullable(),
});
export type Tracking = z.infer<typeof trackingSchema>;

/** The carrier and number the admin gives when marking an order shipped. */
export const trackingInputSchema = z.object({
  carrier: z.enum(CARRIER_CODES, { error: 'Choose the carrier the parcel went with' }),
  number: z
    .string()
    .transform(normaliseTrackingNumber)
    .pipe(
      z
        .string()
        .regex(
          TRACKING_NUMBER,
          'A tracking number is 5 to 40 letters, digits or dashes (spaces are left out)',
        ),
    ),
});
export type TrackingInput = z.input<typeof trackingInputSchema>;
