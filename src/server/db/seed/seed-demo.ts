import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { insertSeedVariants } from '#server/modules/catalog/seed-variants.ts';
import { writeVariants } from '#server/modules/catalog/variant-write.ts';
import { mediaRepository } from '#server/modules/media/repository.ts';
import { CATEGORIES, type Category } from '#shared/catalog.ts';
import type { Db } from '../client.ts';
import { products } from '../schema.ts';
import {
  DEMO_IMAGE_SIZE,
  DEMO_PRODUCTS,
  demoCreatedAt,
  demoImageStyles,
  demoMediaId,
} from './demo-products.ts';
import { demoShadeMedia, demoVariantsWrite } from './demo-variants.ts';
import type { DemoImageStyle, DemoProduct } from './demo-vocabulary.ts';

export type DemoMedia = { id: string; style: DemoImageStyle; product: DemoProduct };

/**
 * Every demo picture, in catalogue order: each product's, then its shades' (demo-variants.ts). Pure: the ids are
 * known without touching the database.
 */
export function demoMedia(): DemoMedia[] {
  return DEMO_PRODUCTS.flatMap((product) => {
    const styles = demoImageStyles(product);
    return [
      ...styles.map((style, n) => ({ id: demoMediaId(product, n), style, product })),
      ...demoShadeMedia(product, styles).map(({ id, style }) => ({ id, style, product })),
    ];
  });
}

/** A demo product's photos of each shade, by value name. */
const shadePhotos = (product: DemoProduct) => {
  const photos = new Map<string, string[]>();
  for (const m of demoShadeMedia(product, demoImageStyles(product)))
    photos.set(m.value, [...(photos.get(m.value) ?? []), mediaUrl(m.id)]);
  return photos;
};

export const demoMediaIds = (): string[] => demoMedia().map((m) => m.id);

export const mediaUrl = (id: string) => `/media/${id}`;

export type DemoGallery = { product: DemoProduct; imageUrls: string[] };

/** Each demo product's gallery (image URLs), for the synthetic seed to reuse. */
export function demoGalleries(): DemoGallery[] {
  return DEMO_PRODUCTS.map((product) => ({
    product,
    imageUrls: product.shots.map((_, n) => mediaUrl(demoMediaId(product, n))),
  }));
}

export function demoGalleriesByCategory(): Record<Category, DemoGallery[]> {
  const all = demoGalleries();
  return Object.fromEntries(
    CATEGORIES.map((c) => [c, all.filter((g) => g.product.category === c)]),
  ) as Record<Category, DemoGallery[]>;
}

/** The demo pictures are committed as `<media id>.webp`, drawn once by scripts/render-demo-images.ts. */
export const DEMO_IMAGE_EXTENSION = '.webp';
const IMAGES_FOLDER = 'src/server/db/seed/images';

let imagesDir: string | undefined;

/**
 * The folder of committed demo pictures: beside this module when it runs from the source tree, otherwise (the
 * server bundled into dist/server/) the project's own folder, found from the bundle or from the working directory.
 */
export function demoImagesDir(): string {
  if (imagesDir) return imagesDir;
  // import.meta.url is empty in a CommonJS bundle; then only the working directory is left to try.
  const here = import.meta.url ? path.dirname(fileURLToPath(import.meta.url)) : process.cwd();
  const candidates = [
    path.join(here, 'images'),
    path.resolve(here, '../..', IMAGES_FOLDER),
    path.resolve(IMAGES_FOLDER),
  ];
  imagesDir = candidates.find((dir) =>
    existsSync(path.join(dir, `${demoMediaIds()[0]}${DEMO_IMAGE_EXTENSION}`)),
  );
  if (!imagesDir) throw new Error(`The demo pictures are not in any of: ${candidates.join(', ')}`);
  return imagesDir;
}

// Read and stored in small groups, so an interrupted seed keeps its work.
const STORE_EVERY = 16;

/**
 * Stores the demo pictures that are not stored yet (all of them on a fresh database, none afterwards), read from
 * the committed files.
 */
export async function ensureDemoMedia(db: Db, log: (msg: string) => void): Promise<{ stored: number }> {
  const repo = mediaRepository(db);
  const all = demoMedia();
  const existing = await repo.existingIds(all.map((m) => m.id));
  const missing = all.filter((m) => !existing.has(m.id));
  if (missing.length === 0) return { stored: 0 };
  const dir = demoImagesDir();
  const started = performance.now();
  for (let i = 0; i < missing.length; i += STORE_EVERY) {
    const group = missing.slice(i, i + STORE_EVERY);
    const images = await Promise.all(
      group.map(async (m) => ({
        id: m.id,
        contentType: 'image/webp',
        width: DEMO_IMAGE_SIZE,
        height: DEMO_IMAGE_SIZE,
        bytes: await readFile(path.join(dir, `${m.id}${DEMO_IMAGE_EXTENSION}`)),
      })),
    );
    await repo.insertMany(images);
  }
  log(`Stored ${missing.length} demo images in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return { stored: missing.length };
}

/** Seeded lengths: each longer length £5 dearer than the one before; 20 to 60 of each in stock. */
export const SEED_VARIANTS = { priceStep: 500, stock: { min: 20, max: 60 } };

/**
 * Fills an empty catalogue with the demo products and their pictures. Does nothing when there is any product, so
 * it is safe on every start; the caller runs it under the migration lock, so concurrent starts seed once.
 */
export async function seedDemoCatalogue(db: Db, log: (msg: string) => void): Promise<{ inserted: number }> {
  const [any] = await db.select({ id: products.id }).from(products).limit(1);
  if (any) return { inserted: 0 };
  await ensureDemoMedia(db, log);
  const rows = demoGalleries().map(({ product, imageUrls }, i) => ({
    // The slug doubles as the SKU: stable across installs, readable in URLs and tests.
    id: product.slug,
    name: product.name,
    price: product.price,
    category: product.category,
    brand: product.brand,
    description: product.description,
    imageUrls,
    createdAt: demoCreatedAt(i),
  }));
  const inserted = await db
    .insert(products)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: products.id });
  const added = new Set(inserted.map((r) => r.id));
  // The products chosen by more than length are written as the admin writes them, one transaction each.
  for (const p of DEMO_PRODUCTS.filter((p) => p.options && added.has(p.slug)))
    await db.transaction((tx) => writeVariants(tx, p.slug, demoVariantsWrite(p, shadePhotos(p))));
  await insertSeedVariants(
    db,
    DEMO_PRODUCTS.filter((p) => !p.options && added.has(p.slug)).map((p) => ({
      id: p.slug,
      price: p.price,
      lengths: p.lengths,
    })),
    SEED_VARIANTS,
  );
  return { inserted: inserted.length };
}
