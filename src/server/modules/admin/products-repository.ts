import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { containsPattern } from '#server/db/like.ts';
import { products, productVariants } from '#server/db/schema.ts';
import type {
  AdminProductDetail,
  AdminProductRow,
  ProductInputOutput,
} from '#shared/contract/admin-products.ts';
import { readOptions, readVariants } from '../catalog/option-read.ts';
import { toProductDetail } from '../catalog/product-row.ts';
import { listedPrice, writeVariants } from '../catalog/variant-write.ts';

/**
 * The product fields the admin writes, as the contract cleaned them: prices in pence, options and variants
 * checked against each other. `price` is the price of the variants that have none of their own (`base_price`).
 */
export type ProductWrite = ProductInputOutput;

type ProductRow = typeof products.$inferSelect;

/**
 * Whether the product exists, locked until the transaction ends. The catalogue's triggers (migration 0011) run
 * once per statement, even one that matched no row: a write to a missing product must not reach the table at
 * all, or it would bump the version and tell every instance to drop its listings for nothing.
 */
async function lockProduct(tx: Db, id: string): Promise<boolean> {
  const rows = await tx.select({ id: products.id }).from(products).where(eq(products.id, id)).for('update');
  return rows.length > 0;
}

/**
 * The storefront's product detail (its options and variants read from their tables) and the price the admin set for
 * the variants without one of their own.
 */
async function toDetail(db: Db, r: ProductRow): Promise<AdminProductDetail> {
  const [options, variants] = await Promise.all([readOptions(db, r.id), readVariants(db, r.id)]);
  return { ...toProductDetail(r, options, variants), basePrice: r.basePrice ?? r.price };
}

/**
 * The product's own columns: `base_price` as the admin set it, and `price` (the lowest) kept from its variants. A
 * variant stores the product's price when it has none of its own, and a variant priced the same as the product has
 * none of its own (it is told apart only by differing), so a later change of the product's price moves it too.
 */
function columns(p: ProductWrite) {
  const { imageURL, options, variants, legacy, price, ...rest } = p;
  return {
    row: { ...rest, imageUrls: imageURL, basePrice: price, price: listedPrice(p) },
    variants: { options, variants, legacy, price },
  };
}

// search_text is the lower-cased name, category and brand the storefront searches, with its trigram index.
const matching = (q: string | undefined) =>
  q ? sql`${products.searchText} LIKE ${containsPattern(q)}` : undefined;

/** The admin's product queries and writes (the storefront's reads stay in the catalog module). */
export function adminProductsRepository(db: Db) {
  async function byId(id: string): Promise<AdminProductDetail | null> {
    const [row] = await db.select().from(products).where(eq(products.id, id));
    return row ? toDetail(db, row) : null;
  }

  return {
    /** Variants by id with their product's id and name, in no particular order; unknown ids are left out. */
    variantOwners: (ids: string[]) =>
      db
        .select({
          id: productVariants.id,
          sku: productVariants.sku,
          length: productVariants.length,
          productId: products.id,
          productName: products.name,
        })
        .from(productVariants)
        .innerJoin(products, eq(products.id, productVariants.productId))
        .where(inArray(productVariants.id, ids)),

    async page(q: string | undefined, limit: number, offset: number): Promise<AdminProductRow[]> {
      const rows = await db
        .select({
          id: products.id,
          name: products.name,
          price: products.price,
          // Qualified by hand: drizzle leaves a one-table select's columns bare, which inside the subquery
          // would name the variant's own price.
          maxPrice: sql<number>`(SELECT coalesce(max(v.price), products.price) FROM product_variants v
                                  WHERE v.product_id = products.id)`.mapWith(Number),
          stock: sql<number>`(SELECT coalesce(sum(v.stock), 0) FROM product_variants v
                               WHERE v.product_id = products.id)`.mapWith(Number),
          category: products.category,
          brand: products.brand,
          image: sql<string | null>`${products.imageUrls}[1]`,
          createdAt: products.createdAt,
          editedAt: products.editedAt,
        })
        .from(products)
        .where(matching(q))
        .orderBy(desc(products.createdAt), desc(products.id))
        .limit(limit)
        .offset(offset);
      return rows.map((r) => ({
        ...r,
        createdAt: r.createdAt.toISOString(),
        editedAt: r.editedAt?.toISOString() ?? null,
      }));
    },

    async count(q: string | undefined): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(products)
        .where(matching(q));
      return row?.n ?? 0;
    },

    byId,

    /** The product and its variants in one transaction. */
    async insert(p: ProductWrite): Promise<AdminProductDetail> {
      const { row, variants } = columns(p);
      const id = await db.transaction(async (tx) => {
        const [inserted] = await tx.insert(products).values(row).returning({ id: products.id });
        if (!inserted) throw new Error('Product insert returned no row');
        await writeVariants(tx, inserted.id, variants);
        return inserted.id;
      });
      return (await byId(id)) as AdminProductDetail;
    },

    /**
     * createdAt stays as it was; editedAt becomes now (docs/product.md#admin). The stock entered replaces the stock
     * held: the admin counts what is on the shelf, and units held by unpaid checkouts come back when those orders
     * expire.
     */
    async update(id: string, p: ProductWrite): Promise<AdminProductDetail | null> {
      const { row, variants } = columns(p);
      const found = await db.transaction(async (tx) => {
        if (!(await lockProduct(tx, id))) return false;
        await tx
          .update(products)
          .set({ ...row, editedAt: new Date() })
          .where(eq(products.id, id));
        await writeVariants(tx, id, variants);
        return true;
      });
      return found ? byId(id) : null;
    },

    /**
     * Order lines are snapshots with no foreign key to products, so past orders keep their names, prices and
     * pictures; rows that belong to the product (its reviews) go with it through ON DELETE CASCADE.
     */
    async delete(id: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        if (!(await lockProduct(tx, id))) return false;
        await tx.delete(products).where(eq(products.id, id));
        return true;
      });
    },
  };
}
export type AdminProductsRepository = ReturnType<typeof adminProductsRepository>;
