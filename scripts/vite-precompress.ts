// A Vite plugin: after the build, writes a .br and a .gz beside every text file of the storefront, so the server
// sends them as they are (@fastify/static preCompressed, src/server/plugins/web.ts) instead of compressing each
// download again. Compressing on the fly runs on libuv's thread pool, the one password hashing also needs; files
// compressed once at build time cost the pool nothing and compress better (brotli 11, gzip 9). Decision 016.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const TEXT = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
/** Below this a compressed copy saves too little to be worth a file (the server's own threshold is 1 KB). */
const MIN_BYTES = 1024;

export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'tressa-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
      const files = entries
        .filter((e) => e.isFile() && TEXT.test(e.name))
        .map((e) => path.join(e.parentPath, e.name));
      await Promise.all(
        files.map(async (file) => {
          const data = await readFile(file);
          if (data.length < MIN_BYTES) return;
          const br = await brotli(data, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
            },
          });
          await writeFile(`${file}.br`, br);
          await writeFile(`${file}.gz`, await gzip(data, { level: zlib.constants.Z_BEST_COMPRESSION }));
        }),
      );
    },
  };
}
