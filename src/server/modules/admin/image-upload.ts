import { randomUUID } from 'node:crypto';
import type { Metadata } from 'sharp';
import { AppError } from '#server/errors.ts';
import { IMAGE_WIDTHS } from '#shared/catalog.ts';
import { UPLOAD_FORMATS_TEXT } from '#shared/contract/admin-uploads.ts';
import { ERROR_CODES } from '#shared/contract/errors.ts';
import { loadSharp } from '../media/render.ts';
import type { MediaSource } from '../media/repository.ts';

/** The largest width the media route serves; a larger source only costs space and time. */
const SOURCE_WIDTH = Math.max(...IMAGE_WIDTHS);
// A 10 MB file can still claim a huge canvas (a decompression bomb); no product photo needs more than this.
const MAX_INPUT_PIXELS = 50_000_000;

/** What sharp must find in the bytes themselves; the file name and the declared type are not trusted. */
function accepted(meta: Metadata): boolean {
  if (meta.format === 'jpeg' || meta.format === 'png' || meta.format === 'webp') return true;
  // AVIF is HEIF with AV1 inside; HEIF with HEVC (iPhone HEIC) is not something every browser shows.
  return meta.format === 'heif' && meta.compression === 'av1';
}

export const unsupportedImage = (name: string) =>
  new AppError(
    400,
    ERROR_CODES.unsupportedImage,
    `"${name}" is not a ${UPLOAD_FORMATS_TEXT} image. Nothing was uploaded.`,
  );

/**
 * An uploaded file made into a stored source image: judged by its content, turned upright (EXIF orientation),
 * scaled down to the largest shop width and converted to WebP. The media route renders each shop width from it.
 */
export async function toStoredImage(bytes: Buffer, name: string): Promise<MediaSource> {
  const sharp = await loadSharp();
  const meta = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
    .metadata()
    .catch(() => null);
  if (!meta || !accepted(meta)) throw unsupportedImage(name);
  const { data, info } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize({ width: SOURCE_WIDTH, height: SOURCE_WIDTH * 3, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 90 })
    .toBuffer({ resolveWithObject: true })
    .catch(() => {
      // The header looked like an image but the body does not decode (a truncated or damaged file).
      throw unsupportedImage(name);
    });
  return {
    id: `upload-${randomUUID()}`,
    contentType: 'image/webp',
    width: info.width,
    height: info.height,
    bytes: data,
  };
}
