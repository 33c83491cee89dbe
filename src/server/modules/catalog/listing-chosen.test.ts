import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProducts, variantOf } from '#server/testing/fixtures.ts';
import { createTestDatabase, type TestDatabase } from '#server/testing/test-database.ts';
import { listingQuerySchema } from '#shared/contract/catalog.ts';
import { catalogRepository } from './repository.ts';
import { type CatalogService, catalogService } from './service.ts';

// What the listing's option filters show (issue 31): each option's swatches in the owners' order, the card's chosen
// variant with its photos (its own, its shade's, the product's), and a sell-out hiding it at once. The filters'
// matching itself is held to plain SQL in listing-options.test.ts.

describe('the option facets and the chosen variant', () => {
  let database: TestDatabase;
  let catalog: CatalogService;

  beforeAll(async () => {
    database = await createTestDatabase();
    catalog = catalogService(catalogRepository(database.db), { responseCacheSeconds: 0 });
  });
  afterAll(() => database?.close());

  const shadeWrite = (shadePhotos: string[], ownPhotos: string[]) => ({
    price: 5000,
    legacy: false,
    options: [
      {
        name: 'Shade',
        kind: 'swatch' as const,
        property: 'color' as const,
        values: [
          { name: '1B', swatchColor: '#1b1b1b', swatchImage: null, imageUrls: [] },
          { name: '#613', swatchColor: '#f0e0b0', swatchImage: null, imageUrls: shadePhotos },
        ],
      },
      {
        name: 'Length',
        kind: 'button' as const,
        property: 'size' as const,
        values: ['14"', '22"'].map((name) => ({ name, swatchColor: null, swatchImage: null, imageUrls: [] })),
      },
    ],
    variants: [
      ['1B', '14"', 5000, []],
      ['#613', '14"', 6500, []],
      ['#613', '22"', 8000, ownPhotos],
    ].map(([shade, length, price, imageUrls]) => ({
      values: [shade as string, length as string],
      sku: null,
      price: price as number,
      compareAtPrice: null,
      stock: 2,
      imageUrls: imageUrls as string[],
    })),
  });

  it('gives each option its swatches in the owner’s order, and the card the chosen variant’s photos', async () => {
    const [product] = await insertProducts(database.db, [
      {
        brand: 'Swatch Co',
        imageUrls: ['/media/product.jpg'],
        write: shadeWrite(['/media/613.jpg'], ['/media/own.jpg']),
      },
    ]);
    const all = await catalog.list(listingQuerySchema.parse({ brand: 'Swatch Co' }));
    expect(all.facets.options).toEqual([
      {
        name: 'Shade',
        kind: 'swatch',
        values: [
          { value: '1B', count: 1, swatchColor: '#1b1b1b', swatchImage: null },
          { value: '#613', count: 1, swatchColor: '#f0e0b0', swatchImage: null },
        ],
      },
      {
        name: 'Length',
        kind: 'button',
        values: [
          { value: '14"', count: 1, swatchColor: null, swatchImage: null },
          { value: '22"', count: 1, swatchColor: null, swatchImage: null },
        ],
      },
    ]);
    expect(all.items[0]?.chosen).toBeUndefined();

    // #613: the cheapest #613 (14″), which has no photos of its own: the shade's.
    const shade = await catalog.list(listingQuerySchema.parse({ brand: 'Swatch Co', opt: 'shade:#613' }));
    const cheapest = product && (await variantOf(database.db, product.id, '#613 · 14"'));
    expect(shade.items[0]?.chosen).toEqual({
      sku: cheapest?.sku,
      label: '#613 · 14"',
      price: 6500,
      stock: 2,
      imageUrls: ['/media/613.jpg'],
    });
    expect(shade.priceRange).toEqual({ min: 6500, max: 6500 });
    // #613 in 22″: its own photos.
    const long = await catalog.list(
      listingQuerySchema.parse({ brand: 'Swatch Co', opt: ['Shade:#613', 'Length:22"'] }),
    );
    expect(long.items[0]?.chosen).toMatchObject({
      label: '#613 · 22"',
      price: 8000,
      imageUrls: ['/media/own.jpg'],
    });
    // 1B: no photos of its own or of its shade: the product's.
    const black = await catalog.list(listingQuerySchema.parse({ brand: 'Swatch Co', opt: 'Shade:1b' }));
    expect(black.items[0]?.chosen?.imageUrls).toEqual(['/media/product.jpg']);
  });

  it('hides a variant sold out straight in the database at once, and shows it when units come back', async () => {
    const [product] = await insertProducts(database.db, [{ brand: 'Sell Out', write: shadeWrite([], []) }]);
    const query = listingQuerySchema.parse({ brand: 'Sell Out', opt: 'Shade:#613', inStock: '1' });
    expect((await catalog.list(query)).total).toBe(1);
    await database.db.execute(
      sql`UPDATE product_variants SET stock = 0 WHERE product_id = ${product?.id} AND length LIKE '#613%'`,
    );
    expect((await catalog.list(query)).total).toBe(0);
    // Without "in stock", the sold-out #613 still lists it.
    expect((await catalog.list({ ...query, inStock: undefined })).total).toBe(1);
    await database.db.execute(
      sql`UPDATE product_variants SET stock = 1 WHERE product_id = ${product?.id} AND length = '#613 · 22"'`,
    );
    const back = await catalog.list(query);
    expect(back.total).toBe(1);
    expect(back.items[0]?.chosen?.sku).toBe(
      (await variantOf(database.db, product?.id ?? '', '#613 · 22"'))?.sku,
    );
  });
});
