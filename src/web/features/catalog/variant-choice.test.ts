import { describe, expect, it } from 'vitest';
import {
  changedValues,
  chooseValue,
  defaultVariant,
  indexVariants,
  valueState,
  variantForSku,
} from './variant-choice.ts';
import { bundle, variant, wig } from './variant-fixtures.ts';

const at = (values: string[], variants = wig.variants) => {
  const v = variants.find((x) => x.values.join() === values.join());
  if (!v) throw new Error(`no ${values}`);
  return v;
};

describe('the default choice and ?variant=', () => {
  it('opens at the first variant in stock, else the first, else none', () => {
    expect(defaultVariant(bundle.variants)?.sku).toBe('sku-12');
    const soldOut = [variant(['12"'], 1, 0), variant(['14"'], 1, 2)];
    expect(defaultVariant(soldOut)?.values).toEqual(['14"']);
    expect(defaultVariant(soldOut.map((v) => ({ ...v, stock: 0 })))?.values).toEqual(['12"']);
    expect(defaultVariant([])).toBeUndefined();
  });

  it('finds the SKU whatever its case; an unknown one gives the default', () => {
    const index = indexVariants(wig.variants);
    expect(variantForSku(index, 'SKU-613-18')?.values).toEqual(['#613', '18"']);
    expect(variantForSku(index, 'sku-613-18')?.values).toEqual(['#613', '18"']);
    expect(variantForSku(index, 'no-such')?.values).toEqual(['1B', '14"']);
    expect(variantForSku(index, null)?.values).toEqual(['1B', '14"']);
  });
});

describe('what each value says it would give', () => {
  const index = indexVariants(wig.variants);

  it('the variant it makes with the other values chosen, in stock or sold out', () => {
    const soldOut = indexVariants(wig.variants.map((v) => (v.values[0] === '1B' ? v : { ...v, stock: 0 })));
    expect(valueState(index, at(['1B', '14"']), 1, '18"')).toMatchObject({
      kind: 'available',
      variant: { price: 7000 },
    });
    expect(valueState(soldOut, at(['1B', '18"']), 0, '#613')).toMatchObject({ kind: 'soldOut' });
  });

  it('names the chosen value a combination the shop leaves out does not go with', () => {
    expect(valueState(index, at(['1B', '14"']), 0, '#613')).toEqual({ kind: 'notOffered', with: ['14"'] });
  });

  it('names every other chosen value when no one of them is to blame', () => {
    const three = [variant(['Body', '1B', '14"'], 1, 1), variant(['Deep', '#613', '22"'], 1, 1)];
    const idx = indexVariants(three);
    expect(valueState(idx, at(['Body', '1B', '14"'], three), 0, 'Deep')).toEqual({
      kind: 'notOffered',
      with: ['1B', '14"'],
    });
  });

  it('says a value no variant has is not offered at all', () => {
    expect(valueState(index, at(['1B', '14"']), 1, '22"')).toEqual({ kind: 'none' });
  });
});

describe('choosing a value', () => {
  const index = indexVariants(wig.variants);

  it('gives that combination when the shop sells it, even sold out', () => {
    const soldOut = wig.variants.map((v) => (v.sku === 'sku-1B-18' ? { ...v, stock: 0 } : v));
    const idx = indexVariants(soldOut);
    expect(chooseValue(idx, at(['1B', '14"'], soldOut), 1, '18"')?.sku).toBe('sku-1B-18');
    expect(chooseValue(index, at(['1B', '14"']), 1, '18"')?.sku).toBe('sku-1B-18');
  });

  it('moves the other options to the nearest combination with that value, in stock first', () => {
    const from = at(['1B', '14"']);
    const next = chooseValue(index, from, 0, '#613');
    expect(next?.values).toEqual(['#613', '18"']);
    expect(changedValues(wig.options, from, next ?? from, 0)).toEqual([{ name: 'Length', value: '18"' }]);

    const variants = [
      variant(['A', '1', 'x'], 1, 0),
      variant(['B', '1', 'y'], 1, 5),
      variant(['B', '2', 'x'], 1, 5),
      variant(['B', '1', 'z'], 1, 0),
    ];
    const idx = indexVariants(variants);
    // Keeps what it can of "1, x": both B·1·y and B·2·x keep one; the owner's order decides. In stock beats more kept.
    expect(chooseValue(idx, at(['A', '1', 'x'], variants), 0, 'B')?.values).toEqual(['B', '1', 'y']);
  });

  it('gives nothing for a value no variant has', () => {
    expect(chooseValue(index, at(['1B', '14"']), 1, '22"')).toBeUndefined();
  });

  // How fast: npm run bench:pickers (a benchmark beside a baseline, not a timed test).
  it('answers at 2,048 variants from its maps: each value told, and the choice made', () => {
    const values = (n: number, p: string) => Array.from({ length: n }, (_, i) => `${p}${i}`);
    const many = values(8, 'T').flatMap((t) =>
      values(16, 'S').flatMap((s) => values(16, 'L').map((l) => variant([t, s, l], 100, l === 'L3' ? 0 : 1))),
    );
    expect(many).toHaveLength(2048);
    const idx = indexVariants(many);
    const from = many[0];
    if (!from) throw new Error('empty');
    expect(valueState(idx, from, 2, 'L15')).toEqual({ kind: 'available', variant: many[15] });
    expect(valueState(idx, from, 2, 'L3')).toEqual({ kind: 'soldOut', variant: many[3] });
    expect(chooseValue(idx, from, 1, 'S9')?.values).toEqual(['T0', 'S9', 'L0']);
  });
});
