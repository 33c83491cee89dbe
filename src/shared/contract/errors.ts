import { z } from 'zod';

/** The one shape every API error leaves in. */
export const errorBody = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
  }),
});
export type ErrorBody = z.infer<typeof errorBody>;

export const ERROR_CODES = {
  badRequest: 'bad_request',
  notFound: 'not_found',
  internal: 'internal_error',
  rateLimited: 'rate_limited',
  unauthorized: 'unauthorized',
  forbidden: 'forbidden',
  conflict: 'conflict',
  fileTooLarge: 'file_too_large',
  unsupportedImage: 'unsupported_image',
  invalidSignature: 'invalid_signature',
} as const;
