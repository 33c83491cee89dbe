import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, badRequest } from '#server/errors.ts';
import { MAX_IMAGES } from '#shared/contract/admin-products.ts';
import { MAX_UPLOAD_BYTES, uploadResultSchema } from '#shared/contract/admin-uploads.ts';
import { ERROR_CODES, errorBody } from '#shared/contract/errors.ts';
import type { MediaRepository, MediaSource } from '../media/repository.ts';
import { toStoredImage } from './image-upload.ts';

const MB = MAX_UPLOAD_BYTES / 1024 / 1024;
/** A body the multipart parser could not read to its end (cut off, no boundary, garbage): the uploader shows it. */
export const MALFORMED_UPLOAD_MESSAGE =
  'The upload arrived incomplete or malformed, so nothing was uploaded. Please try again.';

/**
 * POST /api/admin/uploads: product images as multipart/form-data, one or several files. All or nothing: when one
 * file is refused, none is stored. Multipart parsing is registered here only, not for the rest of the API.
 */
export const adminUploadRoutes: FastifyPluginAsyncZod<{ media: MediaRepository }> = async (
  app,
  { media },
) => {
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: MAX_IMAGES, fields: 0, parts: MAX_IMAGES },
  });

  app.post(
    '/uploads',
    {
      schema: {
        tags: ['admin'],
        summary: `Upload product images (JPEG, PNG, WebP or AVIF, ≤ ${MB} MB each); stored as WebP`,
        consumes: ['multipart/form-data'],
        response: { 201: uploadResultSchema, 400: errorBody, 413: errorBody },
      },
    },
    async (req, reply) => {
      if (!req.isMultipart()) throw badRequest('Send the images as multipart/form-data.');
      const images: MediaSource[] = [];
      const parts = req.files();
      for (;;) {
        // Reading the body fails only for what the client sent (or a limit); decoding the image is another step.
        let file: { bytes: Buffer; name: string } | undefined;
        try {
          const next = await parts.next();
          if (!next.done) file = { bytes: await next.value.toBuffer(), name: next.value.filename };
        } catch (err) {
          throw limitError(err) ?? badRequest(MALFORMED_UPLOAD_MESSAGE);
        }
        if (!file) break;
        images.push(await toStoredImage(file.bytes, file.name || 'The file'));
      }
      if (images.length === 0) throw badRequest('Choose at least one image to upload.');
      await media.insertMany(images);
      return reply.code(201).send({
        images: images.map((i) => ({ url: `/media/${i.id}`, width: i.width, height: i.height })),
      });
    },
  );
};

/** @fastify/multipart's limit errors, in our words. */
function limitError(err: unknown): AppError | undefined {
  const code = (err as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    return new AppError(
      413,
      ERROR_CODES.fileTooLarge,
      `Each image must be at most ${MB} MB. Nothing was uploaded.`,
    );
  }
  if (code === 'FST_FIELDS_LIMIT') return badRequest('Send image files only.');
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') {
    return new AppError(413, ERROR_CODES.fileTooLarge, `Upload at most ${MAX_IMAGES} images at a time.`);
  }
  return undefined;
}
