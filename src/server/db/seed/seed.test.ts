import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { and, count, eq, getTableColumns, notInArray, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogRepository } from '#server/modules/catalog/repository.ts';
import { catalogService } from '#server/modules/catalog/service.ts';
import { createTestDatabase } from '#server/testing/test-database.ts';
import { CATEGORIES } from '#shared/catalog.ts';
import { listingQuerySchema } from '#shared/contract/catalog.ts';
import type { Database } from '../client.ts';
import { media, productOptions, productOptionValues, products, productVariants } from '../schema.ts';
import { demoImageSvg } from './demo-images.ts';
import { DEMO_IMAGE_SIZE, DEMO_PRODUCTS } from './demo-products.ts';
import {
  DEMO_IMAGE_EXTENSION,
  demoImagesDir,
  demoMedia,
  demoMediaIds,
  seedDemoCatalogue,
} from './seed-demo.ts';
import { insertSyntheticProducts } from './synthetic.ts';

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.close();
});

/**
 * A product's variants as the seed made them, in the owner's order (ids and SKUs left out: they are random). The
 * product's id is written out whole: drizzle renders `${products.id}` as a bare "id", which here would be the
 * variant's own.
 */
const variantsOf = sql<{ length: string; price: number; stock: number }[]>`(
  SELECT coalesce(json_agg(json_build_object('length', v.length, 'price', v.price, 'stock', v.stock,
                                             'compareAtPrice', v.compare_at_price, 'imageUrls', v.image_urls)
                           ORDER BY v.position), '[]'::json)
  FROM product_variants v WHERE v.product_id = products.id)`;

/** Every product with its variants. */
const allProducts = () =>
  database.db.select({ ...getTableColumns(products), variants: variantsOf }).from(products);

describe('seedDemoCatalogue', () => {
  it('fills an empty catalogue with the demo products and their pictures', async () => {
    const { inserted } = await seedDemoCatalogue(database.db, () => {});
    expect(inserted).toBe(DEMO_PRODUCTS.length);
    expect(inserted).toBeGreaterThanOrEqual(48);

    const rows = await allProducts();
    expect(rows).toHaveLength(inserted);
    expect(new Set(rows.map((r) => r.brand)).size).toBeGreaterThanOrEqual(6);
    expect(new Set(rows.map((r) => r.category))).toEqual(new Set(CATEGORIES));
    expect(rows.filter((r) => r.description.length > 150).length).toBeGreaterThanOrEqual(5);
    for (const r of rows) {
      expect(r.price, r.name).toBeGreaterThanOrEqual(900);
      expect(r.price, r.name).toBeLessThanOrEqual(40000);
      expect(Number.isInteger(r.price)).toBe(true);
      expect(r.variants.length, r.name).toBeGreaterThan(0);
      expect(r.imageUrls.length, r.name).toBeGreaterThanOrEqual(1);
      expect(r.imageUrls.length, r.name).toBeLessThanOrEqual(4);
      for (const url of r.imageUrls) expect(url).toMatch(/^\/media\/[\w.-]+$/);
    }

    const stored = await database.db
      .select({
        id: media.id,
        contentType: media.contentType,
        width: media.width,
        size: sql<number>`length(bytes)`,
      })
      .from(media);
    const storedIds = new Set(stored.map((m) => m.id));
    for (const url of rows.flatMap((r) => r.imageUrls))
      expect(storedIds.has(url.slice('/media/'.length))).toBe(true);
    expect(storedIds).toEqual(new Set(demoMediaIds()));
    for (const m of stored) {
      expect(m.contentType).toBe('image/webp');
      expect(m.width).toBe(DEMO_IMAGE_SIZE);
      expect(Number(m.size)).toBeGreaterThan(10_000);
    }
  }, 120_000);

  it('gives "latest" one fixed order: the first demo product is the newest', async () => {
    const rows = await allProducts();
    const times = rows.map((r) => r.createdAt.getTime());
    expect(new Set(times).size).toBe(rows.length);
    const newest = rows.reduce((a, b) => (a.createdAt > b.createdAt ? a : b));
    expect(newest.name).toBe(DEMO_PRODUCTS[0]?.name);
  });

  it('sells some products by shade, texture, lace, density or weight: pickers and option filters from the start', async () => {
    const catalog = catalogService(catalogRepository(database.db), { responseCacheSeconds: 0 });
    const bundle = await catalog.get('vietnamese-bone-straight-bundle');
    expect(bundle.options.map((o) => [o.name, o.kind])).toEqual([
      ['Shade', 'swatch'],
      ['Length', 'button'],
    ]);
    // 4 shades × 10 lengths, but platinum is not made in the two longest.
    expect(bundle.variants).toHaveLength(38);
    const platinum = bundle.options[0]?.values.find((v) => v.name === '#613 Platinum Blonde');
    expect(platinum).toMatchObject({ swatchColor: '#e6d6a8' });
    expect(platinum?.imageUrls).toEqual([
      '/media/demo-vietnamese-bone-straight-bundle-613-platinum-blonde-1',
    ]);
    const wig = await catalog.get('kinky-curly-13x4-frontal-wig');
    expect(wig.options.map((o) => o.name)).toEqual(['Lace', 'Density', 'Length']);
    expect(Math.min(...wig.variants.map((v) => v.price))).toBe(wig.price);

    const listing = await catalog.list(listingQuerySchema.parse({ opt: 'shade:#613 platinum blonde' }));
    expect(listing.items.map((p) => p.id)).toEqual(['vietnamese-bone-straight-bundle']);
    expect(listing.items[0]?.chosen?.imageUrls).toEqual(platinum?.imageUrls);
    const shade = listing.facets.options.find((o) => o.name === 'Shade');
    expect(shade?.kind).toBe('swatch');
    expect(shade?.values.map((v) => v.value)).toContain('#6 Chestnut');
  });

  it('does nothing the second time', async () => {
    const before = await database.db.select({ n: count() }).from(media);
    const { inserted } = await seedDemoCatalogue(database.db, () => {});
    expect(inserted).toBe(0);
    const after = await database.db.select({ n: count() }).from(media);
    expect(after).toEqual(before);
    expect((await allProducts()).length).toBe(DEMO_PRODUCTS.length);
  });
});

describe('the committed demo pictures', () => {
  it('has one decodable WebP of the stored size for every demo picture, and nothing else', async () => {
    const dir = demoImagesDir();
    const ids = demoMediaIds();
    expect(new Set(readdirSync(dir))).toEqual(new Set(ids.map((id) => `${id}${DEMO_IMAGE_EXTENSION}`)));
    let total = 0;
    for (const id of ids) {
      const bytes = readFileSync(path.join(dir, `${id}${DEMO_IMAGE_EXTENSION}`));
      total += bytes.length;
      // Decoding the pixels, not just the header, so a truncated file fails here.
      const { info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
      const meta = await sharp(bytes).metadata();
      expect([meta.format, info.width, info.height], id).toEqual(['webp', DEMO_IMAGE_SIZE, DEMO_IMAGE_SIZE]);
    }
    // Every product shows as many pictures as it has shots, and each shade not its own colour up to two more.
    for (const p of DEMO_PRODUCTS) {
      const shades = (p.options ?? [])
        .flatMap((o) => o.values)
        .filter((v) => v.colour && v.colour !== p.colour);
      expect(demoMedia().filter((m) => m.product === p)).toHaveLength(
        p.shots.length + shades.length * Math.min(2, p.shots.length),
      );
    }
    // They live in the repository: keep the folder small.
    expect(total).toBeLessThan(3_000_000);
  }, 60_000);

  it('are drawn from the same SVG for the same seed and another for another seed', () => {
    const style = { colour: 'ombre-honey', texture: 'body-wave', shot: 'wig', backdrop: 'blush' } as const;
    const a = demoImageSvg(style, 'demo-x-1');
    expect(demoImageSvg(style, 'demo-x-1')).toBe(a);
    expect(demoImageSvg(style, 'demo-x-2')).not.toBe(a);
    expect(a).toContain(`width="${DEMO_IMAGE_SIZE}"`);
  });
});

describe('insertSyntheticProducts', () => {
  it('adds valid rows that reuse the demo pictures', async () => {
    const { inserted } = await insertSyntheticProducts(database.db, 500, { seed: 7, batchSize: 200 });
    expect(inserted).toBe(500);
    const demoIds = new Set(DEMO_PRODUCTS.map((p) => p.slug));
    const rows = (await allProducts()).filter((r) => !demoIds.has(r.id));
    expect(rows).toHaveLength(500);
    const mediaIds = new Set(demoMediaIds());
    const twoYearsAgo = Date.now() - 2 * 366 * 24 * 3_600_000;
    for (const r of rows) {
      expect(CATEGORIES).toContain(r.category);
      expect(r.name.length).toBeGreaterThan(5);
      expect(r.brand.length).toBeGreaterThan(0);
      expect(r.description.length).toBeGreaterThan(20);
      expect(r.price).toBeGreaterThanOrEqual(900);
      expect(r.price).toBeLessThanOrEqual(40000);
      expect(r.variants.length).toBeGreaterThan(0);
      // Labelled as the admin labels a variant: its values in order, the length last ("#4 Dark Brown · 16\"").
      for (const v of r.variants) expect(v.length).toMatch(/^([^·]+ · ){0,3}\d+"$/);
      // The first combination is the cheapest, and the product is listed at its price.
      expect(r.variants[0]?.price).toBe(r.price);
      expect(Math.min(...r.variants.map((v) => v.price))).toBe(r.price);
      expect(r.imageUrls.length).toBeGreaterThanOrEqual(1);
      expect(r.imageUrls.length).toBeLessThanOrEqual(4);
      for (const url of r.imageUrls) expect(mediaIds.has(url.slice('/media/'.length))).toBe(true);
      expect(r.createdAt.getTime()).toBeGreaterThan(twoYearsAgo);
      expect(r.createdAt.getTime()).toBeLessThanOrEqual(Date.now());
      expect(r.searchText).toContain(r.brand.toLowerCase());
    }
    expect(new Set(rows.map((r) => r.category)).size).toBe(CATEGORIES.length);
    expect(new Set(rows.map((r) => r.name)).size).toBeGreaterThan(450);
    // Sold as a hair shop sells (issue 31): about 12 variants a product, some by length alone, most by more.
    const variants = rows.reduce((n, r) => n + r.variants.length, 0);
    expect(variants / rows.length).toBeGreaterThan(9);
    expect(variants / rows.length).toBeLessThan(16);
    expect(rows.filter((r) => !r.variants[0]?.length.includes('·')).length).toBeGreaterThan(50);
  });

  it('gives a product sold by shade, texture, weight or density a variant for every combination', async () => {
    const synthetic = notInArray(
      products.id,
      DEMO_PRODUCTS.map((p) => p.slug),
    );
    const options = await database.db
      .select({ productId: productOptions.productId, name: productOptions.name, values: count() })
      .from(productOptions)
      .innerJoin(products, eq(products.id, productOptions.productId))
      .innerJoin(productOptionValues, eq(productOptionValues.optionId, productOptions.id))
      .where(synthetic)
      .groupBy(productOptions.id)
      .orderBy(productOptions.productId, productOptions.position);
    const variants = await database.db
      .select({ productId: productVariants.productId, n: count() })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(synthetic)
      .groupBy(productVariants.productId);
    expect([...new Set(options.map((o) => o.name))].sort()).toEqual([
      'Density',
      'Lace',
      'Length',
      'Shade',
      'Texture',
      'Weight',
    ]);
    const byProduct = new Map<string, typeof options>();
    for (const o of options) byProduct.set(o.productId, [...(byProduct.get(o.productId) ?? []), o]);
    expect(byProduct.size).toBe(variants.length);
    for (const { productId, n } of variants) {
      const own = byProduct.get(productId) ?? [];
      // Length is always the last option, and every combination of the values is sold.
      expect(own.at(-1)?.name).toBe('Length');
      expect(n).toBe(own.reduce((product, o) => product * o.values, 1));
    }
    // A shade's swatch comes with it.
    const swatches = await database.db
      .select({ swatch: productOptionValues.swatchColor })
      .from(productOptionValues)
      .innerJoin(productOptions, eq(productOptions.id, productOptionValues.optionId))
      .innerJoin(products, eq(products.id, productOptions.productId))
      .where(and(eq(productOptions.name, 'Shade'), synthetic));
    expect(swatches.length).toBeGreaterThan(100);
    for (const s of swatches) expect(s.swatch).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('is deterministic for a seed', async () => {
    const demoIds = DEMO_PRODUCTS.map((p) => p.slug);
    const now = new Date('2025-01-01T00:00:00Z');
    const sample = async () => {
      await database.db.delete(products).where(notInArray(products.id, demoIds));
      await insertSyntheticProducts(database.db, 50, { seed: 'same', now, analyze: false });
      const rows = await database.db
        .select({
          name: products.name,
          price: products.price,
          category: products.category,
          brand: products.brand,
          description: products.description,
          variants: variantsOf,
          imageUrls: products.imageUrls,
          createdAt: products.createdAt,
        })
        .from(products)
        .where(notInArray(products.id, demoIds));
      return rows.sort(
        (a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.name.localeCompare(b.name),
      );
    };
    const first = await sample();
    expect(first).toHaveLength(50);
    expect(await sample()).toEqual(first);
  });
});
