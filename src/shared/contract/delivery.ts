import { z } from 'zod';
import { COUNTRY_CODES, countryName } from '../countries.ts';

const id = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'An id is lower-case letters, digits and dashes, at most 40');
const pence = (what: string) =>
  z
    .number({ error: `Enter ${what}` })
    .int(`${what[0]?.toUpperCase()}${what.slice(1)} is in whole pence`)
    .min(0, `${what[0]?.toUpperCase()}${what.slice(1)} cannot be negative`)
    .max(1_000_000, `${what[0]?.toUpperCase()}${what.slice(1)} is at most £10,000`);
const country = z.enum(COUNTRY_CODES as [string, ...string[]], { error: 'Choose a country from the list' });

/** One way a parcel goes: Standard 2–4 working days £4.99, free from £75. */
export const deliveryMethodSchema = z.object({
  id,
  name: z
    .string()
    .trim()
    .min(1, 'Name the delivery method')
    .max(60, 'A method name is at most 60 characters'),
  /** How long it takes, as shoppers read it: '2–4 working days'. */
  days: z.string().trim().max(60, 'At most 60 characters').default(''),
  price: pence('a price'),
  /** Free for goods (before discounts) of at least this much; null: never free. */
  freeFrom: pence('a free-delivery threshold').nullable(),
});
export type DeliveryMethod = z.infer<typeof deliveryMethodSchema>;

/** Where the shop sends parcels at the same prices: some countries, or every country no other zone names. */
export const deliveryZoneSchema = z.object({
  id,
  name: z.string().trim().min(1, 'Name the zone').max(60, 'A zone name is at most 60 characters'),
  /** The zone's countries (ISO codes); empty for the rest of the world. */
  countries: z.array(country).max(COUNTRY_CODES.length),
  /** Every country that no other zone names and that is not unserved. */
  restOfWorld: z.boolean(),
  methods: z.array(deliveryMethodSchema).min(1, 'A zone needs at least one delivery method').max(10),
});
export type DeliveryZone = z.infer<typeof deliveryZoneSchema>;

/** The owner's delivery: zones with their methods, and countries the shop does not send to at all. */
export const deliverySchema = z
  .object({
    zones: z.array(deliveryZoneSchema).min(1, 'Deliver to at least one zone').max(20),
    /** Not served even by a rest-of-the-world zone. */
    unserved: z.array(country).max(COUNTRY_CODES.length),
  })
  .superRefine(({ zones, unserved }, ctx) => {
    const problem = (message: string, path: (string | number)[]) =>
      ctx.addIssue({ code: 'custom', message, path });
    const seen = new Map<string, string>();
    zones.forEach((zone, z) => {
      if (!zone.restOfWorld && zone.countries.length === 0)
        problem(`${zone.name}: choose its countries, or make it the rest of the world`, [
          'zones',
          z,
          'countries',
        ]);
      for (const c of zone.countries) {
        const other = seen.get(c);
        if (other)
          problem(`${countryName(c)} is in both ${other} and ${zone.name}`, ['zones', z, 'countries']);
        if (unserved.includes(c))
          problem(`${countryName(c)} is in ${zone.name} and also not served`, ['unserved']);
        seen.set(c, zone.name);
      }
      const methodIds = new Set(zone.methods.map((m) => m.id));
      if (methodIds.size < zone.methods.length)
        problem(`${zone.name}: two methods have one id`, ['zones', z]);
    });
    if (zones.filter((z) => z.restOfWorld).length > 1)
      problem('Only one zone can be the rest of the world', ['zones']);
    if (new Set(zones.map((z) => z.id)).size < zones.length) problem('Two zones have one id', ['zones']);
  });
export type Delivery = z.infer<typeof deliverySchema>;

/** A delivery method's id as a checkout names it. */
export const deliveryMethodIdSchema = z.string().min(1).max(40);

/** A method as a checkout offers it: what it costs this cart (0 when free), and from what it would be free. */
export const deliveryOptionSchema = z.object({
  id: z.string(),
  name: z.string(),
  days: z.string(),
  cost: z.number().int(),
  freeFrom: z.number().int().nullable(),
});
export type DeliveryOption = z.infer<typeof deliveryOptionSchema>;

/** Where a quote or checkout delivers, by which method (priced in its amounts' shipping), among which. */
export const deliveryQuoteSchema = z.object({
  country: z.string(),
  countryName: z.string(),
  methodId: z.string(),
  options: z.array(deliveryOptionSchema),
});
export type DeliveryQuote = z.infer<typeof deliveryQuoteSchema>;

/** How an order is delivered, as it was bought. */
export const orderDeliverySchema = z.object({
  method: z.string(),
  country: z.string(),
  countryName: z.string(),
});
export type OrderDelivery = z.infer<typeof orderDeliverySchema>;
