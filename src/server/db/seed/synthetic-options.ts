import type { SeedOption } from '#server/modules/catalog/seed-variants.ts';
import type { Category } from '#shared/catalog.ts';
import { SHADES } from './demo-vocabulary.ts';
import { between, type Rng } from './random.ts';
import { SEED_VARIANTS } from './seed-demo.ts';

// The options a synthetic product is sold by (issue 31): what a hair shop sells each kind of hair by, beside its
// length, so the seeded catalogue has the shape of a real one (about 12.7 variants a product).

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
export function syntheticOptions(rng: Rng, category: Category): SeedOption[] {
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

/** The Length option, last: each longer length costs SEED_VARIANTS.priceStep more, as the length-only products do. */
export const lengthOption = (lengths: string[]): SeedOption => ({
  name: 'Length',
  kind: 'button',
  property: 'size',
  values: values(lengths),
  step: SEED_VARIANTS.priceStep,
});
