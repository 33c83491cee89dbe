import { pick } from '#server/db/seed/random.ts';
import type { insertProducts } from '#server/testing/fixtures.ts';
import { CATEGORIES } from '#shared/catalog.ts';
import type { VariantsWrite } from './variant-write.ts';

type FixtureProduct = Parameters<typeof insertProducts>[1][number];

const TEXTURES = ['Straight', 'Body Wave', 'Deep Wave'];
const SHADES = ['1B', '#2', '#27', '#613'];
const LENGTHS = ['12"', '14"', '22"'];
const PRICES = [1000, 1500, 2000, 3500];

const option = (name: string, values: string[], kind: 'button' | 'swatch' = 'button') => ({
  name,
  kind,
  property: null,
  values: values.map((v) => ({ name: v, swatchColor: null, swatchImage: null, imageUrls: [] })),
});

/** The chosen combinations of the options' values, each a variant at a random price, some sold out. */
function write(rng: () => number, options: ReturnType<typeof option>[], combos: string[][]): VariantsWrite {
  return {
    price: 1000,
    legacy: false,
    options,
    variants: combos.map((values) => ({
      values,
      sku: null,
      price: pick(rng, PRICES),
      compareAtPrice: null,
      stock: rng() < 0.3 ? 0 : 3,
      imageUrls: [],
    })),
  };
}

/** Some of every combination of these values (at least one), in order. */
function someOf(rng: () => number, ...lists: string[][]): string[][] {
  const all = lists.reduce<string[][]>((acc, list) => acc.flatMap((a) => list.map((v) => [...a, v])), [[]]);
  const some = all.filter(() => rng() < 0.4);
  return some.length ? some : [pick(rng, all)];
}

/**
 * A product of a hair shop for listing tests: chosen by length alone (from before options), by texture × shade ×
 * length, or by length × shade (another order), with option names in varying case; or, with `combos`, by shade ×
 * length with exactly those combinations.
 */
export function randomOptionProduct(
  rng: () => number,
  i: number,
  over: { brand?: string; combos?: string[][] } = {},
): FixtureProduct {
  const base = {
    name: `${pick(rng, ['Silky', 'Bouncy', 'Royal'])} ${pick(rng, ['Bundle', 'Wig', 'Closure'])} ${i}`,
    category: pick(rng, CATEGORIES),
    brand: over.brand ?? pick(rng, ['Zuri', 'Aurelia', 'Braidy']),
    hoursAgo: Math.floor(rng() * 50),
  };
  const shade = pick(rng, ['Shade', 'shade', 'SHADE']);
  if (over.combos)
    return {
      ...base,
      write: write(rng, [option('Shade', SHADES, 'swatch'), option('Length', LENGTHS)], over.combos),
    };
  const kind = rng();
  if (kind < 0.25)
    return {
      ...base,
      variants: LENGTHS.filter(() => rng() < 0.7).map((length) => ({
        length,
        price: pick(rng, PRICES),
        stock: rng() < 0.3 ? 0 : 3,
      })),
      lengths: LENGTHS,
    };
  if (kind < 0.65) {
    const texture = pick(rng, ['Texture', 'texture']);
    const options = [option(texture, TEXTURES), option(shade, SHADES, 'swatch'), option('Length', LENGTHS)];
    return { ...base, write: write(rng, options, someOf(rng, TEXTURES, SHADES, LENGTHS)) };
  }
  const options = [option('length', LENGTHS), option(shade, SHADES, 'swatch')];
  return { ...base, write: write(rng, options, someOf(rng, LENGTHS, SHADES)) };
}
