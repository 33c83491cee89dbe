import { z } from 'zod';
import { type Delivery, deliverySchema } from '#shared/contract/delivery.ts';
import { parsePounds } from '#shared/money.ts';

// The Settings page's delivery form (issue 32): zones and their methods as typed, money in pounds, turned into
// the API's delivery settings and checked by the API's own schema, so the form and the server agree on every rule.

const methodForm = z.object({
  id: z.string(),
  name: z.string(),
  days: z.string(),
  /** Pounds, as typed: '4.99'. */
  price: z.string(),
  /** Pounds, as typed; empty: never free. */
  freeFrom: z.string(),
});
const zoneForm = z.object({
  id: z.string(),
  name: z.string(),
  countries: z.array(z.string()),
  restOfWorld: z.boolean(),
  methods: z.array(methodForm),
});
const deliveryForm = z.object({ zones: z.array(zoneForm), unserved: z.array(z.string()) });
export type DeliveryFormValues = z.infer<typeof deliveryForm>;
export type MethodFormValues = z.infer<typeof methodForm>;

const PRICE = 'Enter a price in pounds, e.g. 4.99';
const THRESHOLD = 'Enter an amount in pounds, e.g. 75, or leave it empty';

/** The form's values, parsed (prices to pence) and checked as the server checks them. */
export const deliveryFormSchema = deliveryForm.transform((form, ctx): Delivery => {
  const typed = {
    unserved: form.unserved,
    zones: form.zones.map((zone, z) => ({
      ...zone,
      methods: zone.methods.map((m, i) => {
        const path = ['zones', z, 'methods', i];
        const price = parsePounds(m.price);
        if (price === null) ctx.addIssue({ code: 'custom', message: PRICE, path: [...path, 'price'] });
        const freeFrom = m.freeFrom.trim() === '' ? null : parsePounds(m.freeFrom);
        if (freeFrom === null && m.freeFrom.trim() !== '')
          ctx.addIssue({ code: 'custom', message: THRESHOLD, path: [...path, 'freeFrom'] });
        return { ...m, price: price ?? 0, freeFrom };
      }),
    })),
  };
  const checked = deliverySchema.safeParse(typed);
  if (checked.success) return checked.data;
  for (const { message, path } of checked.error.issues) ctx.addIssue({ code: 'custom', message, path });
  return z.NEVER;
});

const pounds = (pence: number) => (pence / 100).toFixed(2);

/** The saved delivery settings as the form shows them. */
export function toDeliveryForm(delivery: Delivery): DeliveryFormValues {
  return {
    unserved: delivery.unserved,
    zones: delivery.zones.map((zone) => ({
      ...zone,
      methods: zone.methods.map((m) => ({
        ...m,
        price: pounds(m.price),
        freeFrom: m.freeFrom === null ? '' : pounds(m.freeFrom),
      })),
    })),
  };
}

/** A short id for a new zone or method: unique enough among a shop's dozen, and never shown. */
export const newId = (prefix: string) => `${prefix}-${Math.random().toString(36).slice(2, 10)}`;

export const newMethod = (): MethodFormValues => ({
  id: newId('m'),
  name: '',
  days: '',
  price: '',
  freeFrom: '',
});
