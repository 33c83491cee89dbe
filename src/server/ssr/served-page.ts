import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

export type Encoding = 'br' | 'gzip';

const brotli = promisify(zlib.brotliCompress);
const unbrotli = promisify(zlib.brotliDecompress);
const gzip = promisify(zlib.gzip);
// Quick settings: a page is compressed when first rendered, while its visitor waits.
const BROTLI = {
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
  },
};

/**
 * A rendered page as it is kept and sent. It is kept brotli-compressed only (about a fifth of its HTML, so the page
 * cache holds four to five times as many pages as it would as text): browsers and crawlers ask for br or gzip. The
 * gzip form is made from it once, on first demand; the rare client that takes neither gets the HTML unpacked per
 * request (tens of microseconds). Compression runs on the thread pool that password hashing needs (decision 016),
 * so a cached page costs none after it was rendered.
 */
export async function servedPage(status: number, html: string) {
  const br = await brotli(html, BROTLI);
  let gzipped: Promise<Buffer> | undefined;
  // The page's own hash (decision 023): a strong validator, as each form is always made the same from the page.
  // Each form sent has a tag of its own, as a strong tag names exact bytes and the three differ.
  const hash = createHash('sha256').update(html).digest('base64url').slice(0, 27);
  return {
    status,
    /** The strong ETag of the page as sent in `encoding`. */
    etag(encoding: Encoding | null): string {
      return `"${hash}${encoding ? `-${encoding}` : ''}"`;
    },
    /** Bytes it holds, counting the gzip form it may make (a little larger than the brotli one). */
    size: Math.ceil(br.length * 2.3) + 256,
    body(encoding: Encoding | null): Buffer | Promise<Buffer> {
      if (encoding === 'br') return br;
      if (encoding === 'gzip') {
        if (!gzipped) {
          const made = unbrotli(br).then((text) => gzip(text, { level: 6 }));
          // A failure is not kept: the next visitor tries again.
          made.catch(() => {
            gzipped = undefined;
          });
          gzipped = made;
        }
        return gzipped;
      }
      return zlib.brotliDecompressSync(br);
    },
  };
}
export type ServedPage = Awaited<ReturnType<typeof servedPage>>;
