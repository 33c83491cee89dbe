import type { VariantsWrite } from '#server/modules/catalog/variant-write.ts';
import type { DemoImageStyle, DemoProduct } from './demo-vocabulary.ts';

// The demo products sold by more than length (issue 31): their options, each combination a variant, and the photos
// of each shade drawn in that shade, so the first start shows pickers, swatches and the listing's option filters.

/** A shade's photos: the product's first two shots drawn in the shade's colour. */
export type DemoShadeMedia = { id: string; style: DemoImageStyle; value: string };

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The photos of each shade whose colour is not the product's own (the product's photos show that one). */
export function demoShadeMedia(product: DemoProduct, styles: DemoImageStyle[]): DemoShadeMedia[] {
  return (product.options ?? []).flatMap((option) =>
    option.values.flatMap((value) =>
      value.colour && value.colour !== product.colour
        ? styles.slice(0, 2).map((style, n) => ({
            id: `demo-${product.slug}-${slug(value.name)}-${n + 1}`,
            style: { ...style, colour: value.colour as DemoImageStyle['colour'] },
            value: value.name,
          }))
        : [],
    ),
  );
}

/** Stock from 20 to 60 fixed by the variant (none for about one in seventeen: sold out), so a seed is always the same. */
function stockOf(key: string): number {
  let h = 0;
  for (const ch of key) h = (h * 31 + (ch.codePointAt(0) ?? 0)) >>> 0;
  return h % 17 === 0 ? 0 : 20 + (h % 41);
}

/**
 * The admin's write of a demo product with options: its options then Length, and a variant per combination not
 * left out, priced from the product's price, £5 more a length step and each value's `more`.
 */
export function demoVariantsWrite(product: DemoProduct, shadePhotos: Map<string, string[]>): VariantsWrite {
  const options = [
    ...(product.options ?? []).map((o) => ({
      name: o.name,
      kind: o.kind,
      property: o.property,
      values: o.values.map((v) => ({
        name: v.name,
        swatchColor: v.swatch ?? null,
        swatchImage: null,
        imageUrls: shadePhotos.get(v.name) ?? [],
      })),
    })),
    {
      name: 'Length',
      kind: 'button' as const,
      property: 'size' as const,
      values: product.lengths.map((name) => ({ name, swatchColor: null, swatchImage: null, imageUrls: [] })),
    },
  ];
  type Combo = { names: string[]; more: number };
  const combos = (product.options ?? []).reduce<Combo[]>(
    (acc, o) =>
      acc.flatMap((c) =>
        o.values.map((v) => ({ names: [...c.names, v.name], more: c.more + (v.more ?? 0) })),
      ),
    [{ names: [], more: 0 }],
  );
  const out = new Set((product.leaveOut ?? []).map(([value, length]) => `${value}\u001f${length}`));
  const variants = combos.flatMap((c) =>
    product.lengths.flatMap((length, step) =>
      c.names.some((n) => out.has(`${n}\u001f${length}`))
        ? []
        : [
            {
              values: [...c.names, length],
              sku: null,
              price: product.price + step * 500 + c.more,
              compareAtPrice: null,
              stock: stockOf(`${product.slug}|${c.names.join('|')}|${length}`),
              imageUrls: [],
            },
          ],
    ),
  );
  return { price: product.price, legacy: false, options, variants };
}
