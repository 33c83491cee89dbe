import type { ProductFormValues } from '../product-form-schema.ts';
import { rowLabel } from './variant-row.tsx';

/** A photo the owner may give a variant, and where it is used already (null: the product's own). */
export type PoolPhoto = { url: string; from: string | null };

const stored = (url: string) => url.trim().startsWith('/media/');

/**
 * Every photo of the product, once each: the product's (first, so "Photo 2" is the same photo as in a shade's
 * list), then its shades', then the variants' own. A photo uploaded for one variant can so be given to another
 * without uploading it again.
 */
export function photoPool(values: ProductFormValues): PoolPhoto[] {
  const pool = new Map<string, string | null>();
  const add = (url: string, from: string | null) => {
    const u = url.trim();
    if (stored(u) && !pool.has(u)) pool.set(u, from);
  };
  for (const image of values.imageURL) add(image.url, null);
  for (const option of values.options) {
    if (option.kind !== 'swatch') continue;
    for (const value of option.values) for (const url of value.imageUrls) add(url, value.name.trim());
  }
  for (const row of values.variants) for (const url of row.imageUrls) add(url, rowLabel(row.values));
  return Array.from(pool, ([url, from]) => ({ url, from }));
}

/**
 * What a variant shows while it has no photos of its own (shared/variant-images.ts): the photos of its value of a
 * Swatches option that has some, else the product's.
 */
export function fallbackText(values: ProductFormValues, row: number): string {
  const names = values.variants[row]?.values ?? [];
  for (const [k, option] of values.options.entries()) {
    if (option.kind !== 'swatch') continue;
    const value = option.values.find((v) => v.name === names[k]);
    const count = value?.imageUrls.filter(stored).length ?? 0;
    if (value && count > 0) return `the photos of ${value.name.trim()} (${count})`;
  }
  const own = values.imageURL.filter((i) => stored(i.url)).length;
  return own > 0 ? `the product’s photos (${own})` : 'the product’s photos (none yet)';
}
