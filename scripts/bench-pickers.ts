// npm run bench:pickers — how long the product page's pickers take to answer a choice on a product of 2,048
// variants (issue 31: "choosing a value answers within one frame on a phone"), beside a baseline measured in the
// same run: the same work done by scanning the variants, as a page without the index would. Seeded-random
// choices; figures in microseconds on this machine's Node (a phone's browser is several times slower: the frame
// budget is 16,700 µs).
import { pick, seededRandom } from '#server/db/seed/random.ts';
import type { Variant } from '#shared/contract/catalog.ts';
import { combinations, variantLabel } from '#shared/variant-matrix.ts';
import { chooseValue, indexVariants, valueState } from '#web/features/catalog/variant-choice.ts';

const SEED = process.env.BENCH_SEED ?? 'pickers';
const CHOICES = Number(process.env.BENCH_CHOICES ?? 2_000);
const rng = seededRandom(SEED);

// 8 textures × 16 shades × 16 lengths = 2,048 variants, a fifth of them sold out.
const names = (n: number, prefix: string) => Array.from({ length: n }, (_, i) => `${prefix} ${i + 1}`);
const options = [names(8, 'Texture'), names(16, 'Shade'), names(16, 'Length')];
const variants: Variant[] = combinations(options.map((values) => ({ values }))).map((values, i) => ({
  id: `v${i}`,
  sku: `sku-${i}`,
  length: variantLabel(values),
  price: 5_000 + (i % 16) * 500,
  stock: rng() < 0.2 ? 0 : 1 + Math.floor(rng() * 9),
  values,
  compareAtPrice: null,
  imageUrls: [],
}));

/** One tap: every value of every option told what choosing it gives, then the choice itself. */
type Picker = {
  states: (selected: Variant, at: number, value: string) => unknown;
  choose: typeof chooseValue;
};

function measure(label: string, build: () => Picker) {
  const started = performance.now();
  const picker = build();
  const buildUs = (performance.now() - started) * 1000;
  const taps = seededRandom(`${SEED}-taps`);
  let selected = variants[0] as Variant;
  const us: number[] = [];
  for (let n = 0; n < CHOICES; n++) {
    const at = Math.floor(taps() * options.length);
    const value = pick(taps, options[at] as string[]);
    const t0 = performance.now();
    for (const [k, values] of options.entries()) for (const v of values) picker.states(selected, k, v);
    selected = picker.choose(index, selected, at, value) ?? selected;
    us.push((performance.now() - t0) * 1000);
  }
  us.sort((a, b) => a - b);
  const q = (p: number) => Math.round(us[Math.min(us.length - 1, Math.floor(p * us.length))] as number);
  console.log(`| ${label} | ${Math.round(buildUs)} | ${q(0.5)} | ${q(0.975)} | ${q(1)} |`);
}

const index = indexVariants(variants);
console.log(
  `\nPickers of one product: ${variants.length} variants (8 × 16 × 16), ${CHOICES} seeded-random taps (seed '${SEED}'),` +
    ' each drawing every value state (40) and then choosing; µs\n',
);
console.log('| picker | build µs | p50 µs per tap | p97.5 µs | max µs |');
console.log('|---|---:|---:|---:|---:|');
// Baseline: each state found by a scan of the variants, as a page without the maps would.
measure('baseline: scan the variants', () => ({
  states: (selected, at, value) =>
    variants.find((v) => v.values.every((x, j) => (j === at ? x === value : x === selected.values[j]))),
  choose: chooseValue,
}));
measure('index (variant-choice.ts)', () => {
  indexVariants(variants);
  return { states: (selected, at, value) => valueState(index, selected, at, value), choose: chooseValue };
});
