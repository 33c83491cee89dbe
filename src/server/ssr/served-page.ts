import { promisify } from 'node:util';
import zlib from 'node:zlib';

export type Encoding = 'br' | 'gzip';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
// Quick settings: a page is compressed when first sent, while its visitor waits.
const BROTLI = {
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
  },
};

/**
 * A rendered page with its compressed forms, each made once when first asked for and kept with the page: a cached
 * page costs no compression after its first visitor (compression runs on the thread pool that password hashing
 * needs, decision 016), and a page is about a fifth of its size on the wire.
 */
export function servedPage(status: number, html: string) {
  const forms = new Map<Encoding, Promise<Buffer>>();
  return {
    status,
    html,
    encoded(encoding: Encoding): Promise<Buffer> {
      let form = forms.get(encoding);
      if (!form) {
        form = encoding === 'br' ? brotli(html, BROTLI) : gzip(html, { level: 6 });
        forms.set(encoding, form);
        // A failure is not kept: the next visitor tries again.
        form.catch(() => forms.delete(encoding));
      }
      return form;
    },
  };
}
export type ServedPage = ReturnType<typeof servedPage>;
