import { z } from 'zod';
import { CATEGORIES, type Category } from '#shared/catalog.ts';
import { parsePounds } from '#shared/money.ts';
import { instantToWallTime, wallTimeToInstant } from './shop-time.ts';

// What the code form and the offer form share: the window typed as the shop's wall time, and the target.

export const POUNDS_MESSAGE = 'Enter an amount in pounds, e.g. 5.00';
export const WHOLE_MESSAGE = 'Enter a whole number';
export const DATE_MESSAGE = 'Enter a date and time';
export const NOTHING_TARGETED_MESSAGE =
  'Choose at least one category or product, or apply it to the whole cart';

export type TargetValues = {
  scope: 'all' | 'chosen';
  target: { categories: string[]; productIds: string[] };
};
export type WindowValues = { startsAt: string; endsAt: string };

export const targetFields = {
  scope: z.enum(['all', 'chosen']),
  target: z.object({ categories: z.array(z.string()), productIds: z.array(z.string()) }),
};
export const windowFields = { startsAt: z.string(), endsAt: z.string() };

export const isWhole = (text: string) => /^\d+$/.test(text.trim());
export const isPounds = (text: string) => parsePounds(text) !== null;

type Ctx = z.RefinementCtx;

/** The typing mistakes of the window and the target; the API's own schema checks the rest. */
export function checkWindowAndTarget(v: TargetValues & WindowValues, ctx: Ctx, timeZone: string) {
  for (const key of ['startsAt', 'endsAt'] as const) {
    if (v[key] !== '' && wallTimeToInstant(v[key], timeZone) === null) {
      ctx.addIssue({ code: 'custom', path: [key], message: DATE_MESSAGE });
    }
  }
  if (v.scope === 'chosen' && v.target.categories.length === 0 && v.target.productIds.length === 0) {
    ctx.addIssue({ code: 'custom', path: ['target'], message: NOTHING_TARGETED_MESSAGE });
  }
}

/** The window as the API takes it: instants, or null for "from now" and "no end". */
export const windowInput = (v: WindowValues, timeZone: string) => ({
  startsAt: v.startsAt === '' ? null : wallTimeToInstant(v.startsAt, timeZone),
  endsAt: v.endsAt === '' ? null : wallTimeToInstant(v.endsAt, timeZone),
});

/** "Whole cart" sends no categories and no products, whatever was ticked before switching to it. */
export const targetInput = (v: TargetValues) =>
  v.scope === 'all'
    ? { categories: [] as Category[], productIds: [] as string[] }
    : { categories: v.target.categories.filter(isCategory), productIds: v.target.productIds };

const isCategory = (c: string): c is Category => (CATEGORIES as readonly string[]).includes(c);

/** A stored promotion's window and target as the form shows them. */
export function windowAndTargetValues(
  p: {
    startsAt: string | null;
    endsAt: string | null;
    target: { categories: string[]; productIds: string[] };
  },
  timeZone: string,
): TargetValues & WindowValues {
  const whole = p.target.categories.length === 0 && p.target.productIds.length === 0;
  return {
    startsAt: p.startsAt ? instantToWallTime(p.startsAt, timeZone) : '',
    endsAt: p.endsAt ? instantToWallTime(p.endsAt, timeZone) : '',
    scope: whole ? 'all' : 'chosen',
    target: { categories: [...p.target.categories], productIds: [...p.target.productIds] },
  };
}

/** A stored target as the API takes it back (the view's categories are plain strings). */
export const storedTarget = (t: { categories: string[]; productIds: string[] }) => ({
  categories: t.categories.filter(isCategory),
  productIds: t.productIds,
});
