import { z } from 'zod';

/** Uploads: the formats sharp reads that browsers show, judged by content; each at most this big. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const UPLOAD_FORMATS_TEXT = 'JPEG, PNG, WebP or AVIF';

/** POST /api/admin/uploads: the stored images, each at its shop address. */
export const uploadResultSchema = z.object({
  images: z.array(z.object({ url: z.string(), width: z.number().int(), height: z.number().int() })),
});
export type UploadResult = z.infer<typeof uploadResultSchema>;
