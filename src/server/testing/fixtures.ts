import type { Db } from '../db/client.ts';
import { products } from '../db/schema.ts';

type NewProduct = typeof products.$inferInsert;

let counter = 0;

/** Inserts products with sensible defaults; `hoursAgo` fixes createdAt so "latest" order is known. */
export async function insertProducts(db: Db, rows: (Partial<NewProduct> & { hoursAgo?: number })[]) {
  const base = Date.UTC(2026, 0, 1);
  const values = rows.map(({ hoursAgo, ...row }) => {
    counter += 1;
    return {
      name: `Test product ${counter}`,
      price: 1000,
      category: 'Human hair',
      brand: 'Test Brand',
      description: 'A product made for tests.',
      lengths: ['12"', '14"'],
      imageUrls: [],
      createdAt: new Date(base - (hoursAgo ?? counter) * 3_600_000),
      ...row,
    } satisfies NewProduct;
  });
  return db.insert(products).values(values).returning();
}
