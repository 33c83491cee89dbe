import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { insertSeedOptions, insertSeedVariants } from '#server/modules/catalog/seed-variants.ts';
import { CATEGORIES, type Category } from '#shared/catalog.ts';
import type { Db } from '../client.ts';
import { between, pick, type Rng, seededRandom } from './random.ts';
import { type DemoGallery, demoGalleriesByCategory, SEED_VARIANTS } from './seed-demo.ts';
import { lengthOption, syntheticOptions } from './synthetic-options.ts';
import {
  CARE,
  COLOUR_NAMES,
  DETAILS,
  KINDS,
  LINES,
  OPENERS,
  ORIGINS,
  SYNTHETIC_BRANDS,
  TEXTURE_NAMES,
} from './synthetic-vocabulary.ts';

// Many believable products for load and search testing. Each copies the look (category, texture, colour and
// pictures) of a demo product, so its name always matches its pictures, and varies everything else.

function syntheticProduct(rng: Rng, galleries: Record<Category, DemoGallery[]>, now: number) {
  const category = pick(rng, CATEGORIES);
  const { product: look, imageUrls } = pick(rng, galleries[category]);
  const kind = KINDS[category];
  const origin = category === 'Synthetic hair' ? 'Synthetic' : pick(rng, ORIGINS);
  const texture = pick(rng, TEXTURE_NAMES[look.texture]);
  const options = syntheticOptions(rng, category);
  const byShade = options.some((o) => o.name === 'Shade');
  // A product sold in several shades names none of them; one in a single shade says which.
  const name = `${pick(rng, LINES)} ${origin === 'Synthetic' ? '' : `${origin} `}${texture} ${pick(rng, kind.names)}${byShade ? '' : `, ${COLOUR_NAMES[look.colour]}`}`;
  const from = pick(rng, kind.from);
  const lengths = Array.from(
    { length: between(rng, kind.lengths[0], kind.lengths[1]) },
    (_, i) => from + 2 * i,
  )
    .filter((n) => n <= 30)
    .map((n) => `${n}"`);
  const details = DETAILS[category];
  const sentences = [pick(rng, OPENERS)(origin, texture)];
  for (let i = between(rng, 0, 3); i > 0; i--) sentences.push(pick(rng, details));
  if (rng() < 0.6) sentences.push(pick(rng, CARE));
  return {
    // Made here rather than by the database, so the batch's variants can name their products.
    id: randomUUID(),
    name,
    // Whole pounds less a penny, as shops price.
    price: between(rng, kind.price[0], kind.price[1]) * 100 - 1,
    category,
    brand: pick(rng, SYNTHETIC_BRANDS),
    description: [...new Set(sentences)].join(' '),
    lengths,
    options,
    imageUrls: imageUrls.slice(0, between(rng, 1, imageUrls.length)).join('|'),
    createdAt: new Date(now - rng() * TWO_YEARS_MS).toISOString(),
  };
}

const TWO_YEARS_MS = 2 * 365 * 24 * 3_600_000;

export type SyntheticOptions = {
  /** Same seed, same products (except the generated ids). */
  seed?: string | number;
  /** Rows per INSERT statement. */
  batchSize?: number;
  /** createdAt is spread over the two years before this. */
  now?: Date;
  /** Vacuum and refresh the planner statistics afterwards, as a bulk load leaves them stale (default true). */
  analyze?: boolean;
  onProgress?: (inserted: number) => void;
};

/**
 * Bulk-inserts `n` synthetic products. Each batch is one `INSERT … SELECT FROM unnest(…)` with one array
 * parameter per column, so a statement costs the same few parameters whatever its size, on PostgreSQL and PGlite.
 * Expects the demo pictures to be stored (ensureDemoMedia) since the products point at them.
 */
export async function insertSyntheticProducts(
  db: Db,
  n: number,
  opts: SyntheticOptions = {},
): Promise<{ inserted: number; ms: number; analyzeMs: number }> {
  if (!Number.isInteger(n) || n < 0)
    throw new Error(`insertSyntheticProducts: n must be a whole number, got ${n}`);
  const started = performance.now();
  const rng = seededRandom(opts.seed ?? 'tressa');
  const galleries = demoGalleriesByCategory();
  const now = (opts.now ?? new Date()).getTime();
  const batchSize = opts.batchSize ?? 5_000;
  let inserted = 0;
  while (inserted < n) {
    const rows = Array.from({ length: Math.min(batchSize, n - inserted) }, () =>
      syntheticProduct(rng, galleries, now),
    );
    const col = <K extends keyof (typeof rows)[number]>(k: K) => sql.param(rows.map((r) => r[k]));
    // Arrays cannot nest in unnest, so the image list travels as '|'-joined text and is split in SQL.
    await db.execute(sql`
      INSERT INTO products (id, name, price, category, brand, description, image_urls, created_at)
      SELECT id, name, price, category, brand, description, string_to_array(image_urls, '|'), created_at
      FROM unnest(${col('id')}::text[], ${col('name')}::text[], ${col('price')}::int[], ${col('category')}::text[],
                  ${col('brand')}::text[], ${col('description')}::text[], ${col('imageUrls')}::text[],
                  ${col('createdAt')}::timestamptz[])
        AS t(id, name, price, category, brand, description, image_urls, created_at)`);
    await insertSeedVariants(
      db,
      rows.filter((r) => r.options.length === 0),
      SEED_VARIANTS,
    );
    const withOptions = rows.filter((r) => r.options.length > 0);
    if (withOptions.length > 0)
      await insertSeedOptions(
        db,
        withOptions.map((r) => ({
          id: r.id,
          price: r.price,
          options: [...r.options, lengthOption(r.lengths)],
        })),
        SEED_VARIANTS.stock,
      );
    const before = inserted;
    inserted += rows.length;
    // Fresh planner statistics each time the catalogue doubles: the triggers' queries (a product's option text, its
    // variants' copy, the 2,048 check) are planned from them, and planned for empty tables they scanned every row of
    // the growing ones for each product (a batch took minutes by 50,000 products; seconds after an ANALYZE).
    if (
      opts.analyze !== false &&
      Math.floor(Math.log2(inserted / batchSize)) > Math.floor(Math.log2(before / batchSize || 0.5))
    )
      await db.execute(sql`ANALYZE products, product_options, product_option_values, product_variants`);
    opts.onProgress?.(inserted);
  }
  const ms = performance.now() - started;
  // VACUUM too: the variants' copy on each product (migration 0014) rewrote every row once, leaving dead ones.
  if (opts.analyze ?? true) await db.execute(sql`VACUUM ANALYZE products, product_variants`);
  return { inserted, ms, analyzeMs: performance.now() - started - ms };
}
