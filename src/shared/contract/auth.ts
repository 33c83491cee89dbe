import { z } from 'zod';

export const ROLES = ['user', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const MIN_PASSWORD_LENGTH = 8;

/**
 * GET /api/me: who is signed in, as the server sees it; `user: null` when nobody is. Being signed out is an
 * ordinary answer (200), not an error: a 401 here made every visitor's browser log a failed request (issue 30).
 */
export const meSchema = z.object({
  user: z
    .object({
      id: z.string(),
      email: z.string(),
      /** The display name, or the part of the e-mail before the @ when there is none (docs/product.md#accounts). */
      name: z.string(),
      role: z.enum(ROLES),
    })
    .nullable(),
});
export type Me = z.infer<typeof meSchema>;

/** Sign-in methods the server offers; the browser shows only these. Part of GET /api/shop. */
export const authFeaturesSchema = z.object({
  google: z.boolean(),
  demoLogin: z.boolean(),
});
export type AuthFeatures = z.infer<typeof authFeaturesSchema>;

/** POST /api/demo-login takes no fields (an empty JSON object, or no body at all). */
export const demoLoginBodySchema = z.object({}).optional();
