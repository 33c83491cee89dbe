import { z } from 'zod';
import { IMAGE_WIDTHS, type ImageWidth } from '../catalog.ts';

/** The width an image is served at when `?w=` is not given. */
export const DEFAULT_IMAGE_WIDTH: ImageWidth = 640;

const widths = IMAGE_WIDTHS.map(String) as [`${ImageWidth}`, ...`${ImageWidth}`[]];

/** `?w=` of GET /media/:id: one of the shop's widths. */
export const mediaQuerySchema = z.object({
  w: z
    .enum(widths)
    .default(`${DEFAULT_IMAGE_WIDTH}`)
    .transform((w) => Number(w) as ImageWidth)
    .describe(`Width in pixels, one of ${IMAGE_WIDTHS.join(', ')}`),
});
export type MediaQuery = z.output<typeof mediaQuerySchema>;

/** `:id` of GET /media/:id and its preview. */
export const mediaParamsSchema = z.object({
  id: z
    .string()
    .min(1)
    .max(200)
    .regex(/^[A-Za-z0-9._-]+$/, 'not an image id'),
});
export type MediaParams = z.infer<typeof mediaParamsSchema>;
