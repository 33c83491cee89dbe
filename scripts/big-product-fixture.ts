// The product of 2,048 variants that bench:big-product and bench:admin-matrix measure (Texture 8 × Shade 16 swatches
// × Length 16, about a fifth sold out, priced by length and texture), seeded beside the demo catalogue into a fresh
// PGlite folder, and the demo product with the most variants to measure it beside.
import net from 'node:net';
import { migrateDatabase, openDatabase } from '#server/db/client.ts';
import { DEMO_PRODUCTS } from '#server/db/seed/demo-products.ts';
import { demoVariantsWrite } from '#server/db/seed/demo-variants.ts';
import { inches } from '#server/db/seed/demo-vocabulary.ts';
import { between, seededRandom } from '#server/db/seed/random.ts';
import { demoGalleries, seedDemoCatalogue } from '#server/db/seed/seed-demo.ts';
import { adminProductsRepository, type ProductWrite } from '#server/modules/admin/products-repository.ts';
import { DEFAULT_PER_ORDER } from '#shared/contract/admin-products.ts';
import { combinations } from '#shared/variant-matrix.ts';

const TEXTURES =
  'Straight|Body Wave|Loose Wave|Natural Wave|Water Wave|Deep Wave|Kinky Straight|Kinky Curly'.split('|');
const SHADES = (
  '1 Jet Black #0c0b0b|1B Natural Black #1e1915|#2 Darkest Brown #2a1b14|#4 Dark Brown #3d2619|' +
  '#6 Chestnut #6b3b22|#8 Ash Brown #7a5a43|#10 Golden Brown #8a5a2b|#12 Light Golden Brown #9c6b3a|' +
  '#16 Dark Blonde #a98056|#18 Ash Blonde #b59a78|#24 Golden Blonde #c99c5e|#27 Honey Blonde #b9803f|' +
  '#30 Auburn #8d4a24|#33 Dark Auburn #6e2c1a|#99J Burgundy #5a1424|#613 Platinum Blonde #e6d6a8'
)
  .split('|')
  .map((s) => [s.slice(0, -8), s.slice(-7)] as const); // name, swatch colour
const LENGTHS = inches(8, 38);

/** 8 × 16 × 16 = 2,048 variants, written as the admin writes a product (its repository), past the form's cap. */
export function bigProduct(): ProductWrite {
  const rng = seededRandom('big-product');
  const gallery = demoGalleries().find((g) => g.product.slug === 'brazilian-body-wave-bundle');
  const value = (name: string, swatchColor: string | null = null) => ({
    name,
    swatchColor,
    swatchImage: null,
    imageUrls: [],
  });
  const code = (text: string) => text.replace(/^#/, '').split(' ')[0] as string;
  const initials = (text: string) => text.replace(/(\w)\w*\s*/g, '$1');
  const price = 8_900;
  return {
    name: 'Luxe Human Hair Bundle',
    price,
    category: 'Human hair',
    brand: 'Tressa Luxe',
    description:
      'Single-donor virgin human hair, cuticle-aligned and double-wefted, in eight textures, sixteen shades ' +
      'and every length from 8" to 38". Dyes, bleaches and heat-styles like your own hair.',
    imageURL: gallery?.imageUrls ?? [],
    maxPerOrder: DEFAULT_PER_ORDER,
    legacy: false,
    options: [
      { name: 'Texture', kind: 'button', property: 'pattern', values: TEXTURES.map((t) => value(t)) },
      { name: 'Shade', kind: 'swatch', property: 'color', values: SHADES.map(([n, c]) => value(n, c)) },
      { name: 'Length', kind: 'button', property: 'size', values: LENGTHS.map((l) => value(l)) },
    ],
    variants: combinations([TEXTURES, SHADES.map(([n]) => n), LENGTHS].map((values) => ({ values }))).map(
      (values) => {
        const [texture = '', shade = '', length = ''] = values;
        const curly = TEXTURES.indexOf(texture) >= 5 ? 1_000 : 0;
        return {
          values,
          sku: `LUXE-${initials(texture)}-${code(shade)}-${parseInt(length, 10)}`,
          price: price + LENGTHS.indexOf(length) * 600 + curly,
          compareAtPrice: null,
          stock: rng() < 0.2 ? 0 : between(rng, 1, 40),
          imageUrls: [],
        };
      },
    ),
  };
}

/** The demo catalogue as `npm start --demo` seeds it (start.ts), then the big product; returns its id. */
export async function seedBigProduct(dataDir: string): Promise<string> {
  const database = await openDatabase({ dataDir, poolSize: 1 });
  try {
    await migrateDatabase(database, async (db) => void (await seedDemoCatalogue(db, () => {})));
    return (await adminProductsRepository(database.db).insert(bigProduct())).id;
  } finally {
    await database.close();
  }
}

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

/** The demo product with the most variants (deep-wave clip-ins, 63), and the middle one's SKU from the shop. */
export async function demoBaseline(base: string) {
  const count = (p: (typeof DEMO_PRODUCTS)[number]) => demoVariantsWrite(p, new Map()).variants.length;
  const p = DEMO_PRODUCTS.filter((d) => d.options).sort((a, b) => count(b) - count(a))[0];
  if (!p) throw new Error('no demo product has options');
  const { variants } = (await (await fetch(`${base}/api/products/${p.slug}`)).json()) as Detail;
  return {
    name: 'demo-product',
    label: `${p.name} (demo)`,
    id: p.slug,
    count: variants.length,
    mid: variants[variants.length >> 1],
  };
}
type Detail = { variants: { sku: string }[] };
