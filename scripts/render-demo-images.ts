// Draws the demo catalogue's product pictures and writes them as WebP files into src/server/db/seed/images/, which
// are committed: the seed only reads them. Run it after changing a demo product's pictures (its colour, texture,
// shots or backdrop) or the drawing in src/server/db/seed/demo-images.ts, and commit what changed:
//   npx tsx scripts/render-demo-images.ts [--check]
// --check renders nothing and exits 1 when a picture is missing or a file belongs to no demo product.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { demoImageSvg } from '#server/db/seed/demo-images.ts';
import { DEMO_IMAGE_SIZE } from '#server/db/seed/demo-products.ts';
import { mapLimited } from '#server/db/seed/map-limited.ts';
import { DEMO_IMAGE_EXTENSION, demoMedia } from '#server/db/seed/seed-demo.ts';

// The media route re-encodes each picture at the width asked for (q80), so these files are sources: quality just
// high enough that strands stay crisp at 960 px, small enough that the folder stays a couple of megabytes.
const WEBP = { quality: 20, effort: 6 } as const;

const dir = fileURLToPath(new URL('../src/server/db/seed/images/', import.meta.url));
const all = demoMedia();
const wanted = new Set(all.map((m) => `${m.id}${DEMO_IMAGE_EXTENSION}`));
mkdirSync(dir, { recursive: true });
const present = new Set(readdirSync(dir));
const stray = [...present].filter((f) => !wanted.has(f));

if (process.argv.includes('--check')) {
  const missing = [...wanted].filter((f) => !present.has(f));
  for (const f of missing) console.error(`missing: ${f}`);
  for (const f of stray) console.error(`belongs to no demo product: ${f}`);
  process.exit(missing.length + stray.length > 0 ? 1 : 0);
}

const started = performance.now();
let bytes = 0;
// Two at once: librsvg and the WebP encoder run on sharp's threads.
await mapLimited(all, 2, async (m) => {
  const webp = await sharp(Buffer.from(demoImageSvg(m.style, m.id, DEMO_IMAGE_SIZE)))
    .webp(WEBP)
    .toBuffer();
  writeFileSync(path.join(dir, `${m.id}${DEMO_IMAGE_EXTENSION}`), webp);
  bytes += webp.length;
});
for (const f of stray) rmSync(path.join(dir, f));
console.log(
  `Wrote ${all.length} pictures (${(bytes / 1e6).toFixed(2)} MB) to ${path.relative(process.cwd(), dir)} in ` +
    `${((performance.now() - started) / 1000).toFixed(1)} s${stray.length ? `; removed ${stray.length} stray files` : ''}`,
);
