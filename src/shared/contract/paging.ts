import { z } from 'zod';

/** A whole number from 1 up, read from a query string ("3" → 3). */
export const positiveInt = (name: string) =>
  z
    .string()
    .regex(/^\d+$/, `${name} must be a whole number`)
    .transform(Number)
    .pipe(z.number().int().min(1, `${name} must be at least 1`));

/** page and perPage of a paged admin list, as query-string parameters. */
export function pagingQuery(defaultPerPage: number, maxPerPage: number) {
  return {
    page: positiveInt('page').default(1),
    perPage: positiveInt('perPage')
      .pipe(z.number().max(maxPerPage, `perPage must be at most ${maxPerPage}`))
      .default(defaultPerPage),
  };
}

/** `?page=` of the paginated lists that have a fixed page size (my orders, a product's reviews). */
export const pageQuerySchema = z.object({ page: positiveInt('page').default(1) });
export type PageQueryInput = z.input<typeof pageQuerySchema>;

/** A search box's text: trimmed, and absent when empty. */
export const searchText = z
  .string()
  .trim()
  .max(100, 'The search is too long')
  .transform((v) => (v === '' ? undefined : v))
  .optional();

/** The paging fields every paginated answer carries beside its items. */
export const pageFields = {
  total: z.number().int(),
  page: z.number().int(),
  perPage: z.number().int(),
};

/** One page of a list and where it sits in the whole. */
export const pageOf = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), ...pageFields });
