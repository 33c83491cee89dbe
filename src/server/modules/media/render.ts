import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';

/** One rendered variant: its bytes (WebP, or JPEG for the link preview) and their strong ETag. */
export type Rendered = { bytes: Buffer; etag: string };

/** A WebP at one of the shop widths, or the link-preview JPEG. */
export type Variant = number | 'preview';

/** Returns a stored source image's bytes, or null when there is no such image. */
export type SourceLoader = (id: string) => Promise<Buffer | null>;

export const PLACEHOLDER_ID = 'placeholder';
const DEFAULT_CACHE_BYTES = 64 * 1024 * 1024;

/**
 * sharp (libvips), loaded with the first image rendered or uploaded, not at start-up (issue 19: some 55 ms of a
 * cold start). The one way the server reaches sharp.
 */
export const loadSharp = () => import('sharp').then((m) => m.default);

/** Resizes a source image (any format sharp reads) to `width` pixels wide, as WebP. */
export async function renderWebp(source: Buffer, width: number): Promise<Buffer> {
  return (
    (await loadSharp())(source)
      // Photos from phones carry their orientation in EXIF; apply it, since the output drops the metadata.
      .rotate()
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: 80, effort: 4 })
      .toBuffer()
  );
}

/** The shape link previews ask for: Facebook and WhatsApp show 1.91:1 at 1200 × 630 without cropping. */
export const PREVIEW_WIDTH = 1200;
export const PREVIEW_HEIGHT = 630;
// The shop's light stone (Tailwind stone-100), so the bands beside a square photo look like the page around it.
const PREVIEW_BACKGROUND = '#f5f5f4';

/**
 * The picture shared links show (og:image): 1200 × 630 JPEG, since WhatsApp, iMessage and other previewers do not
 * reliably show WebP. The whole picture is fitted inside on the stone background rather than cropped, as product
 * photos are mostly square or tall and a crop would cut the hair off.
 */
export async function renderPreviewJpeg(source: Buffer): Promise<Buffer> {
  return (
    (await loadSharp())(source)
      // EXIF orientation, as for the WebP variants.
      .rotate()
      .resize({
        width: PREVIEW_WIDTH,
        height: PREVIEW_HEIGHT,
        fit: 'contain',
        background: PREVIEW_BACKGROUND,
      })
      // JPEG has no transparency: a transparent upload shows on the stone colour, not black.
      .flatten({ background: PREVIEW_BACKGROUND })
      // mozjpeg (in sharp's prebuilt libvips) makes the file smaller at the same quality; a libvips built on
      // plain libjpeg-turbo ignores these settings. Metadata is dropped, as sharp does unless asked to keep it.
      .jpeg({ quality: 80, progressive: true, mozjpeg: true })
      .toBuffer()
  );
}

export const etagOf = (bytes: Buffer) =>
  `"${createHash('sha1').update(bytes).digest('base64url').slice(0, 22)}"`;

// A neutral stand-in for products without a picture: soft grey, a comb and a few strands of hair; no text, as
// the server may have no fonts.
const PLACEHOLDER_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="960" viewBox="0 0 960 960">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f3f3f2"/><stop offset="1" stop-color="#e4e4e2"/></linearGradient></defs>
<rect width="960" height="960" fill="url(#bg)"/>
<g fill="none" stroke="#d3d3d0" stroke-width="14" stroke-linecap="round" transform="translate(-40 0)">
<path d="M380 250 C330 380 430 470 380 600 C340 700 400 760 370 820"/>
<path d="M430 240 C380 380 480 470 430 610 C390 710 450 770 420 830"/>
<path d="M480 235 C430 380 530 470 480 615 C440 715 500 775 470 835"/>
</g>
<g fill="#c6c6c3" transform="translate(-30 60) rotate(-28 600 420)">
<rect x="430" y="380" width="340" height="46" rx="20"/>
${Array.from({ length: 13 }, (_, i) => `<rect x="${446 + i * 25}" y="410" width="12" height="120" rx="6"/>`).join('')}
</g>
</svg>`;

let placeholderSource: Promise<Buffer> | undefined;
const placeholder = () => {
  placeholderSource ??= loadSharp()
    .then((sharp) => sharp(Buffer.from(PLACEHOLDER_SVG)).png().toBuffer())
    .catch((err) => {
      // Let the next request try again rather than remember the failure.
      placeholderSource = undefined;
      throw err;
    });
  return placeholderSource;
};

/**
 * Renders stored images at the widths the shop asks for, and as link previews, and keeps the results in memory,
 * bounded by their total size: each variant is encoded once per process however often it is requested. Concurrent
 * requests for the same variant share one render.
 */
export function createMediaRenderer(load: SourceLoader, opts: { maxBytes?: number } = {}) {
  const cache = new LRUCache<string, Rendered, { id: string; variant: Variant }>({
    maxSize: opts.maxBytes ?? DEFAULT_CACHE_BYTES,
    sizeCalculation: (v) => v.bytes.length + 100,
    fetchMethod: async (_key, _stale, { context }) => {
      const source = context.id === PLACEHOLDER_ID ? await placeholder() : await load(context.id);
      // Not cached, so an image stored later is found.
      if (!source) return undefined;
      const { variant } = context;
      const bytes =
        variant === 'preview' ? await renderPreviewJpeg(source) : await renderWebp(source, variant);
      return { bytes, etag: etagOf(bytes) };
    },
  });

  return {
    /** The variant (a width, or 'preview'), or undefined when there is no image with that id. */
    render(id: string, variant: Variant): Promise<Rendered | undefined> {
      return cache.fetch(`${id}\u0000${variant}`, { context: { id, variant } });
    },
    get cachedBytes() {
      return cache.calculatedSize;
    },
  };
}

export type MediaRenderer = ReturnType<typeof createMediaRenderer>;
