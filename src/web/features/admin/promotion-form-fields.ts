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

/** A target as the API has it: categories, whole products, and single variants of other products. */
export type Target = { categories: string[]; productIds: string[]; variantIds: string[] };
/** The most variants one promotion names (the contract's targetSchema); beyond, whole products say it shorter. */
export const MAX_TARGET_VARIANTS = 500;
export const TOO_MANY_VARIANTS_MESSAGE = `At most ${MAX_TARGET_VARIANTS} variants: choose “All of it” for some products`;

export type TargetValues = { scope: 'all' | 'chosen'; target: Target };
export type WindowValues = { startsAt: string; endsAt: string };

export const targetFields = {
  scope: z.enum(['all', 'chosen']),
  target: z.object({
    categories: z.array(z.string()),
    productIds: z.array(z.string()),
    variantIds: z.array(z.string()),
  }),
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
  if (v.scope === 'chosen' && isWholeCart(v.target)) {
    ctx.addIssue({ code: 'custom', path: ['target'], message: NOTHING_TARGETED_MESSAGE });
  }
  if (v.scope === 'chosen' && v.target.variantIds.length > MAX_TARGET_VARIANTS) {
    ctx.addIssue({ code: 'custom', path: ['target'], message: TOO_MANY_VARIANTS_MESSAGE });
  }
}

/** The window as the API takes it: instants, or null for "from now" and "no end". */
export const windowInput = (v: WindowValues, timeZone: string) => ({
  startsAt: v.startsAt === '' ? null : wallTimeToInstant(v.startsAt, timeZone),
  endsAt: v.endsAt === '' ? null : wallTimeToInstant(v.endsAt, timeZone),
});

/** A target naming nothing applies to everything. */
export const isWholeCart = (t: Target) =>
  t.categories.length === 0 && t.productIds.length === 0 && t.variantIds.length === 0;

/** "Whole cart" sends no categories, products or variants, whatever was ticked before switching to it. */
export const targetInput = (v: TargetValues) =>
  v.scope === 'all'
    ? { categories: [] as Category[], productIds: [] as string[], variantIds: [] as string[] }
    : {
        categories: v.target.categories.filter(isCategory),
        productIds: v.target.productIds,
        variantIds: v.target.variantIds,
      };

const isCategory = (c: string): c is Category => (CATEGORIES as readonly string[]).includes(c);

/** A stored promotion's window and target as the form shows them. */
export function windowAndTargetValues(
  p: {
    startsAt: string | null;
    endsAt: string | null;
    target: Target;
  },
  timeZone: string,
): TargetValues & WindowValues {
  return {
    startsAt: p.startsAt ? instantToWallTime(p.startsAt, timeZone) : '',
    endsAt: p.endsAt ? instantToWallTime(p.endsAt, timeZone) : '',
    scope: isWholeCart(p.target) ? 'all' : 'chosen',
    target: {
      categories: [...p.target.categories],
      productIds: [...p.target.productIds],
      variantIds: [...p.target.variantIds],
    },
  };
}

/** A stored target as the API takes it back (the view's categories are plain strings). */
export const storedTarget = (t: Target) => ({
  categories: t.categories.filter(isCategory),
  productIds: t.productIds,
  variantIds: t.variantIds,
});
