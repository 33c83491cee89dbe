import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProducts } from '../testing/fixtures.ts';
import { refusal } from '../testing/refusal.ts';
import { rowsOf } from '../testing/table-fingerprint.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import type { Db } from './client.ts';
import { products } from './schema.ts';

// What the database itself refuses of options and variants (issue 31, decision 026), whatever code writes it:
// a fifth option, a combination twice, a value of another product, a 2,049th variant, a variant of a product with
// several options written by its length alone, a compare-at price not above the price, a swatch that is no colour.

let database: TestDatabase;
let db: Db;
let shade: { id: string; option: string; black: string; blonde: string };

const one = async <T>(query: SQL) => (await rowsOf<T>(db, query))[0] as T;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  await insertProducts(db, [{ id: 'bundle', lengths: ['12"', '14"'] }]);
  await db.insert(products).values({
    id: 'wig',
    name: 'Wig',
    price: 9_000,
    category: 'Human hair',
    brand: 'Tressa',
    description: 'A wig.',
  });
  // The wig is chosen by Shade, then Length.
  const option = await one<{
    id: string;
  }>(sql`INSERT INTO product_options (product_id, position, name, kind, property)
    VALUES ('wig', 0, 'Shade', 'swatch', 'color') RETURNING id`);
  const length = await one<{ id: string }>(sql`INSERT INTO product_options (product_id, position, name)
    VALUES ('wig', 1, 'Length') RETURNING id`);
  const value = (optionId: string, position: number, name: string) =>
    one<{ id: string }>(sql`INSERT INTO product_option_values (option_id, product_id, position, name)
      VALUES (${optionId}, 'wig', ${position}, ${name}) RETURNING id`);
  const [black, blonde, short] = [
    await value(option.id, 0, '1B'),
    await value(option.id, 1, '#613'),
    await value(length.id, 0, '14"'),
  ];
  shade = { id: 'wig', option: option.id, black: black.id, blonde: blonde.id };
  await db.execute(sql`INSERT INTO product_variants (product_id, length, position, price, stock, value1_id, value2_id)
    VALUES ('wig', '1B · 14"', 0, 9000, 3, ${black.id}, ${short.id})`);
});
afterAll(() => database.close());

describe('options and variants: what the database refuses', () => {
  it('stores at most four options, one per position', async () => {
    for (const position of [2, 3])
      await db.execute(sql`INSERT INTO product_options (product_id, position, name)
        VALUES ('wig', ${position}, ${`Option ${position}`})`);
    expect(
      await refusal(
        db.execute(sql`INSERT INTO product_options (product_id, position, name) VALUES ('wig', 4, 'Lace')`),
      ),
    ).toContain('product_options_position_range');
    expect(
      await refusal(
        db.execute(sql`INSERT INTO product_options (product_id, position, name) VALUES ('wig', 1, 'Lace')`),
      ),
    ).toContain('product_options_product_position_unique');
    expect(
      await refusal(
        db.execute(
          sql`INSERT INTO product_options (product_id, position, name) VALUES ('bundle', 1, 'length')`,
        ),
      ),
    ).toContain('product_options_product_name_unique');
    await db.execute(sql`DELETE FROM product_options WHERE product_id = 'wig' AND position >= 2`);
  });

  it('lets two options swap places within one transaction', async () => {
    await db.transaction(async (tx) => {
      await tx.execute(sql`SET CONSTRAINTS product_options_product_position_unique DEFERRED`);
      await tx.execute(sql`UPDATE product_options SET position = 1 - position WHERE product_id = 'wig'`);
      await tx.execute(sql`UPDATE product_options SET position = 1 - position WHERE product_id = 'wig'`);
    });
    const names = await rowsOf<{ name: string }>(
      db,
      sql`SELECT name FROM product_options WHERE product_id = 'wig' ORDER BY position`,
    );
    expect(names.map((r) => r.name)).toEqual(['Shade', 'Length']);
  });

  it('sells each combination once, and only values of its own product', async () => {
    const [short] = await rowsOf<{ id: string }>(
      db,
      sql`SELECT value2_id AS id FROM product_variants WHERE product_id = 'wig'`,
    );
    expect(
      await refusal(
        db.execute(sql`INSERT INTO product_variants (product_id, length, position, price, stock, value1_id, value2_id)
          VALUES ('wig', 'again', 1, 9000, 3, ${shade.black}, ${short?.id})`),
      ),
    ).toContain('product_variants_values_unique');
    expect(
      await refusal(
        db.execute(sql`INSERT INTO product_variants (product_id, length, position, price, stock, value1_id)
          VALUES ('bundle', 'black', 5, 9000, 3, ${shade.black})`),
      ),
    ).toContain('product_variants_value1_fk');
    // The same shade in another length is another variant.
    expect(
      await refusal(
        db.execute(sql`INSERT INTO product_variants (product_id, length, position, price, stock, value1_id)
          VALUES ('wig', '#613', 1, 9500, 1, ${shade.blonde})`),
      ),
    ).toBe('accepted');
  });

  it('refuses a variant written by its length alone when the product is chosen by several options', async () => {
    expect(
      await refusal(
        db.execute(sql`INSERT INTO product_variants (product_id, length, position, price, stock)
          VALUES ('wig', '18"', 2, 9000, 3)`),
      ),
    ).toContain('chosen by 2 options');
  });

  it('refuses a compare-at price not above the price, and a swatch that is not a colour or a stored picture', async () => {
    expect(
      await refusal(
        db.execute(sql`UPDATE product_variants SET compare_at_price = price WHERE product_id = 'wig'`),
      ),
    ).toContain('product_variants_compare_at_above_price');
    await db.execute(sql`UPDATE product_variants SET compare_at_price = price + 1 WHERE product_id = 'wig'`);
    expect(
      await refusal(
        db.execute(sql`UPDATE product_option_values SET swatch_color = 'red' WHERE id = ${shade.black}`),
      ),
    ).toContain('product_option_values_swatch_color');
    expect(
      await refusal(
        db.execute(
          sql`UPDATE product_option_values SET swatch_image = 'https://x.example/a.png' WHERE id = ${shade.black}`,
        ),
      ),
    ).toContain('product_option_values_swatch_image');
    await db.execute(
      sql`UPDATE product_option_values SET swatch_color = '#1b1b1b' WHERE id = ${shade.black}`,
    );
  });

  it('refuses a 2,049th variant of one product, however it is written', async () => {
    const count = async () =>
      Number(
        (
          await one<{ n: number }>(
            sql`SELECT count(*)::int AS n FROM product_variants WHERE product_id = 'bundle'`,
          )
        ).n,
      );
    // 2 lengths, then 2,046 more in one statement (their values first, as a seed writes them): 2,048, the most.
    await db.execute(sql`INSERT INTO product_option_values (option_id, product_id, position, name)
      SELECT o.id, 'bundle', g + 2, 'L' || g FROM product_options o, generate_series(1, 2047) g
      WHERE o.product_id = 'bundle'`);
    await db.execute(sql`INSERT INTO product_variants (product_id, length, position, price, stock, value1_id)
      SELECT 'bundle', val.name, val.position, 5000, 1, val.id FROM product_option_values val
      WHERE val.product_id = 'bundle' AND val.name LIKE 'L%' AND val.name <> 'L2047'`);
    expect(await count()).toBe(2048);
    expect(
      await refusal(
        db.execute(sql`INSERT INTO product_variants (product_id, length, position, price, stock, value1_id)
          SELECT 'bundle', 'one more', 9999, 5000, 1, id FROM product_option_values WHERE name = 'L2047'`),
      ),
    ).toContain('more than 2048 variants');
    expect(await count()).toBe(2048);
  });
});
