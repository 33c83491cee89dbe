import { CATEGORIES, type Category } from '../../../shared/catalog.ts';
import { insertSeedVariants } from '../../modules/catalog/variants.ts';
import { mediaRepository } from '../../modules/media/repository.ts';
import type { Db } from '../client.ts';
import { products } from '../schema.ts';
import { generateDemoImage } from './demo-images.ts';
import { DEMO_PRODUCTS, demoCreatedAt, demoImageStyles, demoMediaId } from './demo-products.ts';
import type { DemoImageStyle, DemoProduct } from './demo-vocabulary.ts';
import { mapLimited } from './map-limited.ts';

export type DemoMedia = { id: string; style: DemoImageStyle; product: DemoProduct };

/** Every demo picture, in catalogue order. Pure: the ids are known without touching the database. */
export function demoMedia(): DemoMedia[] {
  return DEMO_PRODUCTS.flatMap((product) =>
    demoImageStyles(product).map((style, n) => ({ id: demoMediaId(product, n), style, product })),
  );
}

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

// Two at once: one picture is drawn in JS while sharp encodes the other on its own thread.
const IMAGE_CONCURRENCY = 2;
// Generated pictures are stored in small groups, so memory stays flat and an interrupted seed keeps its work.
const STORE_EVERY = 12;

/**
 * Draws and stores the demo pictures that are not stored yet (all of them on a fresh database, none afterwards).
 */
export async function ensureDemoMedia(db: Db, log: (msg: string) => void): Promise<{ generated: number }> {
  const repo = mediaRepository(db);
  const all = demoMedia();
  const existing = await repo.existingIds(all.map((m) => m.id));
  const missing = all.filter((m) => !existing.has(m.id));
  if (missing.length === 0) return { generated: 0 };
  log(`Drawing ${missing.length} demo product images…`);
  const started = performance.now();
  for (let i = 0; i < missing.length; i += STORE_EVERY) {
    const group = missing.slice(i, i + STORE_EVERY);
    const images = await mapLimited(group, IMAGE_CONCURRENCY, async (m) => ({
      id: m.id,
      ...(await generateDemoImage(m.style, m.id)),
    }));
    await repo.insertMany(images);
  }
  log(`Drew ${missing.length} demo images in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return { generated: missing.length };
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
  await insertSeedVariants(
    db,
    DEMO_PRODUCTS.filter((p) => added.has(p.slug)).map((p) => ({
      id: p.slug,
      price: p.price,
      lengths: p.lengths,
    })),
    SEED_VARIANTS,
  );
  return { inserted: inserted.length };
}
