import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

// Text the shop keeps to send many times (rendered pages, cached listing answers), kept compressed once rather than
// compressed again for every request: @fastify/compress spends about a millisecond of CPU on a 34 KB listing, more
// than the rest of a cached answer costs (issue 30's soak was CPU-bound on 2 cores).

export type Encoding = 'br' | 'gzip';

const brotli = promisify(zlib.brotliCompress);
const unbrotli = promisify(zlib.brotliDecompress);
const gzip = promisify(zlib.gzip);
// Quick settings: the text is compressed when first made, while its requester waits.
const BROTLI = {
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
  },
};

const encodings = new Negotiator<Encoding>({ supportedValues: ['br', 'gzip'] });

/** The encoding to send to a client with this Accept-Encoding: brotli, else gzip, else none (null). */
export const negotiateEncoding = (req: FastifyRequest): Encoding | null =>
  encodings.negotiate(String(req.headers['accept-encoding'] ?? ''));

/** The text's own hash (decision 023): a strong validator, as each form is always made the same from the text. */
const hashOf = (text: string) => createHash('sha256').update(text).digest('base64url').slice(0, 27);

/** Strong ETags by encoding: each form sent has a tag of its own, as a strong tag names exact bytes and they differ. */
const tagged =
  (hash: () => string) =>
  (encoding: Encoding | null): string =>
    `"${hash()}${encoding ? `-${encoding}` : ''}"`;

/**
 * Text as it is kept and sent. It is kept brotli-compressed only (about a fifth of it, so a cache holds four to five
 * times as much as it would as text): browsers and crawlers ask for br or gzip (gzip only, over plain HTTP). The
 * gzip form is made from it once, on first demand; the rare client that takes neither gets the text unpacked per
 * request (tens of microseconds). Compression runs on libuv's thread pool and costs CPU, so kept text costs none
 * after it was made.
 */
export async function compressedText(text: string) {
  const br = await brotli(text, BROTLI);
  let gzipped: Promise<Buffer> | undefined;
  // Hashed now, so the text itself is not kept (only its brotli form is).
  const hash = hashOf(text);
  return {
    /** The strong ETag of the text as sent in `encoding`. */
    etag: tagged(() => hash),
    /** Bytes it holds, counting the gzip form it may make (a little larger than the brotli one). */
    size: Math.ceil(br.length * 2.3) + 256,
    body(encoding: Encoding | null): Buffer | Promise<Buffer> {
      if (encoding === 'br') return br;
      if (encoding === 'gzip') {
        if (!gzipped) {
          const made = unbrotli(br).then((plain) => gzip(plain, { level: 6 }));
          // A failure is not kept: the next requester tries again.
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
export type CompressedText = Awaited<ReturnType<typeof compressedText>>;

/**
 * Text kept as it is, each compressed form made on its first demand and kept beside it: for answers that may be
 * asked for only once or twice before they go (a listing with a rare filter), where making a brotli form up front
 * and a gzip form from it would cost more than compressing once for the one client that asked.
 */
export function lazilyCompressedText(text: string): CompressedText {
  const forms: Partial<Record<Encoding, Promise<Buffer>>> = {};
  let hash: string | undefined;
  return {
    // Hashed on first use: a cached listing answer is never tagged.
    etag: tagged(() => {
      hash ??= hashOf(text);
      return hash;
    }),
    // The text and, at about a fifth of it each, both forms once asked for.
    size: Math.ceil(text.length * 1.5) + 256,
    body(encoding) {
      if (!encoding) return Buffer.from(text);
      let form = forms[encoding];
      if (!form) {
        form = encoding === 'br' ? brotli(text, BROTLI) : gzip(text, { level: 6 });
        // A failure is not kept: the next requester tries again.
        form.catch(() => {
          delete forms[encoding];
        });
        forms[encoding] = form;
      }
      return form;
    },
  };
}

/**
 * Sends kept text in the encoding the client takes, saying so (Content-Encoding, Vary): @fastify/compress leaves
 * an answer that names its encoding as it is.
 */
export async function sendCompressed(
  req: FastifyRequest,
  reply: FastifyReply,
  text: CompressedText,
  encoding: Encoding | null = negotiateEncoding(req),
) {
  reply.header('vary', 'accept-encoding');
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(await text.body(encoding));
}
