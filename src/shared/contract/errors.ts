import { z } from 'zod';

/** The one shape every API error leaves in. */
export const errorBody = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
  }),
});
export type ErrorBody = z.infer<typeof errorBody>;

// The codes live apart, without zod, so the browser's first bundle can use them without the schema library.
export { ERROR_CODES } from './error-codes.ts';
