import { describe, expect, it } from 'vitest';
import { flatDelivery } from '#shared/delivery.ts';
import { deliveryFormSchema, toDeliveryForm } from './delivery-form-schema.ts';

describe('the delivery form', () => {
  it('shows saved prices in pounds and reads them back as the same pence', () => {
    const saved = flatDelivery(499, 7_500);
    const form = toDeliveryForm(saved);
    expect(form.zones[0]?.methods[0]).toMatchObject({ price: '4.99', freeFrom: '75.00' });
    expect(deliveryFormSchema.parse(form)).toEqual(saved);
  });

  it('reads an empty threshold as never free, and names a price that is not money where it was typed', () => {
    const form = toDeliveryForm(flatDelivery(499, 7_500));
    const zone = form.zones[0];
    if (!zone?.methods[0]) throw new Error('no method');
    zone.methods[0] = { ...zone.methods[0], freeFrom: '' };
    expect(deliveryFormSchema.parse(form).zones[0]?.methods[0]?.freeFrom).toBeNull();
    zone.methods[0] = { ...zone.methods[0], price: 'four', freeFrom: 'lots' };
    const result = deliveryFormSchema.safeParse(form);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['zones.0.methods.0.price', 'Enter a price in pounds, e.g. 4.99'],
      ['zones.0.methods.0.freeFrom', 'Enter an amount in pounds, e.g. 75, or leave it empty'],
    ]);
  });

  it("checks the server's rules too: a country in two zones", () => {
    const form = toDeliveryForm(flatDelivery(499, 7_500));
    const world = form.zones[1];
    if (!world) throw new Error('no second zone');
    form.zones[1] = { ...world, restOfWorld: false, countries: ['GB'] };
    const result = deliveryFormSchema.safeParse(form);
    expect(result.error?.issues[0]?.message).toBe(
      'United Kingdom is in both United Kingdom and Rest of the world',
    );
  });
});
