import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  insertSeedOptions,
  insertSeedVariants,
  type SeedOption,
} from '#server/modules/catalog/seed-variants.ts';
import { CATEGORIES, type Category } from '#shared/catalog.ts';
import type { Db } from '../client.ts';
import {
  DEMO_BRANDS,
  HAIR_COLOURS,
  HAIR_TEXTURES,
  type HairColour,
  type HairTexture,
  SHADES,
} from './demo-vocabulary.ts';
import { between, pick, type Rng, seededRandom } from './random.ts';
import { type DemoGallery, demoGalleriesByCategory, SEED_VARIANTS } from './seed-demo.ts';

// Many believable products for load and search testing. Each copies the look (category, texture, colour and
// pictures) of a demo product, so its name always matches its pictures, and varies everything else.

export const SYNTHETIC_BRANDS = [
  ...DEMO_BRANDS,
  'Crown & Coil',
  'Aurelia Hair',
  'Maison Mane',
  'Bundle Theory',
  'Luxe Strand Co.',
  'Zuri Collection',
];

const LINES = [
  'Signature',
  'Everyday',
  'Luxe',
  'Studio',
  'Reserve',
  'Essentials',
  'Atelier',
  'Classic',
  'Pro',
  'Muse',
];
const ORIGINS = [
  'Brazilian',
  'Peruvian',
  'Malaysian',
  'Indian',
  'Vietnamese',
  'Cambodian',
  'Mongolian',
  'Burmese',
];

const TEXTURE_NAMES: Record<HairTexture, string[]> = {
  straight: ['Straight', 'Silky Straight', 'Bone Straight'],
  yaki: ['Yaki Straight', 'Kinky Straight', 'Light Yaki'],
  'body-wave': ['Body Wave', 'Bouncy Body Wave'],
  'loose-wave': ['Loose Wave', 'Beach Wave'],
  'water-wave': ['Water Wave', 'Ripple Wave'],
  'deep-wave': ['Deep Wave', 'Deep Curl'],
  'kinky-curly': ['Kinky Curly', 'Afro Curly', 'Coily 4B'],
};

const COLOUR_NAMES: Record<HairColour, string> = {
  'jet-black': 'Jet Black #1',
  'natural-black': 'Natural Black 1B',
  'dark-brown': 'Dark Brown #2',
  chestnut: 'Chestnut #4',
  'honey-blonde': 'Honey Blonde #27',
  'ash-blonde': 'Ash Blonde',
  platinum: 'Platinum #613',
  burgundy: 'Burgundy 99J',
  copper: 'Copper Red #350',
  'silver-grey': 'Silver Grey',
  'ombre-honey': 'Ombre 1B/27',
  'ombre-burgundy': 'Ombre 1B/99J',
  'ombre-ash': 'Ombre Ash',
};

const KINDS: Record<
  Category,
  { names: string[]; price: [number, number]; from: number[]; lengths: [number, number] }
> = {
  'Human hair': {
    names: ['Bundle', '3 Bundle Deal', 'Glueless Wig', 'Bob Wig', 'U-Part Wig', 'Closure Wig'],
    price: [39, 249],
    from: [10, 12, 14, 16],
    lengths: [3, 9],
  },
  'Synthetic hair': {
    names: ['Wig', 'Lace Part Wig', 'Headband Wig', 'Braiding Hair', 'Crochet Hair', 'Bob'],
    price: [10, 59],
    from: [10, 14, 18, 20],
    lengths: [2, 5],
  },
  Extensions: {
    names: [
      'Clip-Ins',
      'Tape-Ins',
      'I-Tip Extensions',
      'Halo Extension',
      'Micro Loop Extensions',
      'Clip-In Weft',
    ],
    price: [29, 179],
    from: [14, 16, 18],
    lengths: [2, 6],
  },
  'Pony tail': {
    names: ['Drawstring Ponytail', 'Wrap-Around Ponytail', 'Claw Clip Ponytail', 'High Ponytail', 'Bun'],
    price: [12, 79],
    from: [8, 12, 16, 18],
    lengths: [2, 6],
  },
  Frontal: {
    names: [
      '13x4 Lace Frontal',
      '13x6 HD Lace Frontal Wig',
      '360 Lace Frontal Wig',
      '5x5 HD Closure',
      '13x4 Frontal Wig',
    ],
    price: [59, 399],
    from: [12, 14, 16, 18],
    lengths: [3, 7],
  },
};

const OPENERS = [
  (o: string, t: string) =>
    `${o} hair with a ${t.toLowerCase()} pattern that holds its shape wash after wash.`,
  (o: string, t: string) =>
    `Soft, full ${t.toLowerCase()} texture in ${o.toLowerCase() === 'synthetic' ? 'premium fibre' : `${o} hair`}.`,
  (o: string, t: string) =>
    `A ${t.toLowerCase()} favourite: ${o} hair chosen for its natural lustre and easy blending.`,
];
const DETAILS: Record<Category, string[]> = {
  'Human hair': [
    'Double machine weft with minimal shedding.',
    'Cuticles intact and aligned for a tangle-free finish.',
    'Cut from single-donor hair for an even texture.',
    'Can be dyed, bleached and heat-styled up to 200 °C.',
  ],
  'Synthetic hair': [
    'Heat-friendly fibre, safe up to 160 °C.',
    'Lightweight, breathable cap with adjustable straps.',
    'Pre-styled and ready to wear from the box.',
    'Low-sheen fibre that looks like real hair.',
  ],
  Extensions: [
    'Reusable with the right care.',
    'Silicone-lined clips grip without pulling.',
    'Remy hair, double drawn for full ends.',
    'Fit in minutes at home or by your stylist.',
  ],
  'Pony tail': [
    'Drawstring and two combs keep it secure all day.',
    'Wrap-around strip hides the base.',
    'Blends with laid edges for a sleek finish.',
    'Takes five minutes from bun to ponytail.',
  ],
  Frontal: [
    'Pre-plucked hairline with baby hairs.',
    'HD lace that melts into every skin tone.',
    'Bleached knots and a free part.',
    '180% density for natural fullness.',
  ],
};
const CARE = [
  'Co-wash gently and let it air dry.',
  'Detangle from the ends with a wide-tooth comb.',
  'Sleep in a silk bonnet to keep it smooth.',
  'Use sulphate-free products to protect the colour.',
];

const SHADE_VALUES = Object.values(SHADES).map((s) => ({ name: s.name, swatchColor: s.swatch }));
const values = (names: string[]) => names.map((name) => ({ name }));
/** A run of `n` values of `all` in their order, from a random start (2 of 1B, #4, #27…: a shop's own range). */
const someOf = <T>(rng: Rng, all: readonly T[], n: number): T[] => {
  const start = between(rng, 0, all.length - n);
  return all.slice(start, start + n);
};

/**
 * The options a synthetic product is sold by besides Length (issue 31), by category as a hair shop sells them: a
 * third or so by length alone, most by shade × length, some also by texture, weight, density or lace. About 12
 * variants a product on average, so 100,000 products make about 1,200,000 variants.
 */
function syntheticOptions(rng: Rng, category: Category): SeedOption[] {
  const r = rng();
  const shade = (n: number): SeedOption => ({
    name: 'Shade',
    kind: 'swatch',
    property: 'color',
    values: someOf(rng, SHADE_VALUES, n),
    step: 0,
  });
  const button = (name: string, all: string[], n: number, step: number): SeedOption => ({
    name,
    kind: 'button',
    property: name === 'Texture' ? 'pattern' : null,
    values: values(someOf(rng, all, n)),
    step,
  });
  const TEXTURES = ['Straight', 'Body Wave', 'Loose Wave', 'Deep Wave', 'Kinky Curly'];
  switch (category) {
    case 'Human hair':
      if (r < 0.3) return [];
      if (r < 0.8) return [shade(between(rng, 2, 3))];
      return [button('Texture', TEXTURES, 2, 0), shade(between(rng, 2, 3))];
    case 'Synthetic hair':
      return r < 0.4 ? [] : [shade(between(rng, 2, 4))];
    case 'Extensions':
      return r < 0.4
        ? [shade(between(rng, 2, 4))]
        : [
            shade(between(rng, 2, 3)),
            button('Weight', ['100g', '120g', '160g', '200g'], between(rng, 2, 3), 1000),
          ];
    case 'Pony tail':
      return r < 0.3 ? [] : [shade(between(rng, 2, 3))];
    case 'Frontal':
      if (r < 0.2) return [];
      if (r < 0.7) return [button('Density', ['150%', '180%', '200%', '250%'], between(rng, 2, 3), 1500)];
      return [
        button('Lace', ['13x4', '13x6', '5x5'], 2, 2000),
        button('Density', ['150%', '180%', '200%', '250%'], 2, 1500),
      ];
  }
}

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

/** The Length option, last: each longer length costs SEED_VARIANTS.priceStep more, as the length-only products do. */
const lengthOption = (lengths: string[]): SeedOption => ({
  name: 'Length',
  kind: 'button',
  property: 'size',
  values: values(lengths),
  step: SEED_VARIANTS.priceStep,
});

/**
 * The words shoppers can find the seeded products by (search matches name, category and brand): every word of
 * 3+ letters in the synthetic names, brands and categories and in the demo's colours and textures, lower-cased,
 * each once, sorted. For load tests that search the way shoppers do (scripts/bench-catalog.ts).
 */
export function searchVocabulary(): string[] {
  const phrases = [
    ...SYNTHETIC_BRANDS,
    ...LINES,
    ...ORIGINS,
    ...Object.values(TEXTURE_NAMES).flat(),
    ...Object.values(COLOUR_NAMES),
    ...Object.values(KINDS).flatMap((kind) => kind.names),
    ...CATEGORIES,
    ...HAIR_COLOURS,
    ...HAIR_TEXTURES,
  ];
  const words = phrases
    .join(' ')
    .toLowerCase()
    .split(/[^\p{L}]+/u);
  return [...new Set(words.filter((w) => w.length >= 3))].sort();
}

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
