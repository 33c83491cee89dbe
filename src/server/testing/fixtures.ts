import { and, eq } from 'drizzle-orm';
import { lengthsAsOptions } from '#shared/contract/admin-products.ts';
import type { Db } from '../db/client.ts';
import { products, productVariants } from '../db/schema.ts';
import { listedPrice, type VariantsWrite, writeVariants } from '../modules/catalog/variant-write.ts';

/** A length as a test writes it: no price means the product's price. */
export type LengthRow = { length: string; price?: number | null; stock: number };

/** The admin's write of a product chosen by length alone, each row a length, as a page from before options sends it. */
export const lengthsWrite = (price: number, rows: LengthRow[]): VariantsWrite => ({
  price,
  legacy: true,
  ...lengthsAsOptions(
    rows.map((r) => ({ ...r, price: r.price ?? null, sku: null, compareAtPrice: null, imageUrls: [] })),
  ),
});

type NewProduct = typeof products.$inferInsert;
type FixtureProduct = Omit<Partial<NewProduct>, 'variants'> & {
  hoursAgo?: number;
  /** Its lengths, each at `price` with plenty in stock (when `variants` is not given). */
  lengths?: string[];
  /** Its lengths with their own prices and stock; by default each length at `price` with plenty in stock. */
  variants?: LengthRow[];
  /** Its options and variants as the admin writes them, instead of lengths. */
  write?: VariantsWrite;
};

let counter = 0;

/** A product's variant of that length as stored now (its id, SKU and stock), or undefined. */
export async function variantOf(db: Db, productId: string, length: string) {
  const [row] = await db
    .select({ id: productVariants.id, sku: productVariants.sku, stock: productVariants.stock })
    .from(productVariants)
    .where(and(eq(productVariants.productId, productId), eq(productVariants.length, length)));
  return row;
}

/** Plenty: tests that are not about stock never run out. */
export const FIXTURE_STOCK = 1_000;

/**
 * Inserts products, each with its variants, the way the admin's write keeps them: `price` (the lowest length
 * price) follows the variants. `hoursAgo` fixes createdAt so "latest" order is known.
 */
export async function insertProducts(db: Db, rows: FixtureProduct[]) {
  const base = Date.UTC(2026, 0, 1);
  const inserted = [];
  for (const { hoursAgo, variants, lengths = ['12"', '14"'], write: given, ...row } of rows) {
    counter += 1;
    const price = row.price ?? 1000;
    const write =
      given ?? lengthsWrite(price, variants ?? lengths.map((length) => ({ length, stock: FIXTURE_STOCK })));
    const values = {
      name: `Test product ${counter}`,
      category: 'Human hair',
      brand: 'Test Brand',
      description: 'A product made for tests.',
      imageUrls: [],
      createdAt: new Date(base - (hoursAgo ?? counter) * 3_600_000),
      ...row,
      price: listedPrice(write),
    } satisfies NewProduct;
    // One transaction, as the admin's write: its NOTIFYs of the catalogue's change arrive together.
    const product = await db.transaction(async (tx) => {
      const [row] = await tx.insert(products).values(values).returning();
      if (!row) throw new Error('insertProducts: no row');
      await writeVariants(tx, row.id, write);
      return row;
    });
    inserted.push(product);
  }
  return inserted;
}
