import { desc, eq, sql } from 'drizzle-orm';
import type { Category } from '../../../shared/catalog.ts';
import type { AdminProductRow } from '../../../shared/contract/admin-products.ts';
import type { ProductDetail } from '../../../shared/contract/catalog.ts';
import { averageStars } from '../../../shared/rating.ts';
import type { Db } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import { products } from '../../db/schema.ts';

/** The product fields the admin writes; price in pence, lengths and images already cleaned by the contract. */
export type ProductWrite = {
  name: string;
  price: number;
  category: Category;
  brand: string;
  description: string;
  lengths: string[];
  imageURL: string[];
};

type ProductRow = typeof products.$inferSelect;

const toDetail = (r: ProductRow): ProductDetail => ({
  id: r.id,
  name: r.name,
  price: r.price,
  category: r.category as Category,
  brand: r.brand,
  description: r.description,
  imageURL: r.imageUrls,
  lengths: r.lengths,
  createdAt: r.createdAt.toISOString(),
  editedAt: r.editedAt?.toISOString() ?? null,
  rating: { average: averageStars(r.ratingCount, r.ratingHalves), count: r.ratingCount },
});

const columns = ({ imageURL, ...rest }: ProductWrite) => ({ ...rest, imageUrls: imageURL });

// search_text is the lower-cased name, category and brand the storefront searches, with its trigram index.
const matching = (q: string | undefined) =>
  q ? sql`${products.searchText} LIKE ${containsPattern(q)}` : undefined;

/** The admin's product queries and writes (the storefront's reads stay in the catalog module). */
export function adminProductsRepository(db: Db) {
  return {
    async page(q: string | undefined, limit: number, offset: number): Promise<AdminProductRow[]> {
      const rows = await db
        .select({
          id: products.id,
          name: products.name,
          price: products.price,
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

    async byId(id: string): Promise<ProductDetail | null> {
      const [row] = await db.select().from(products).where(eq(products.id, id));
      return row ? toDetail(row) : null;
    },

    async insert(p: ProductWrite): Promise<ProductDetail> {
      const [row] = await db.insert(products).values(columns(p)).returning();
      if (!row) throw new Error('Product insert returned no row');
      return toDetail(row);
    },

    /** createdAt stays as it was; editedAt becomes now (SPEC §3). */
    async update(id: string, p: ProductWrite): Promise<ProductDetail | null> {
      const [row] = await db
        .update(products)
        .set({ ...columns(p), editedAt: new Date() })
        .where(eq(products.id, id))
        .returning();
      return row ? toDetail(row) : null;
    },

    /**
     * Order lines are snapshots with no foreign key to products, so past orders keep their names, prices and
     * pictures; rows that belong to the product (its reviews) go with it through ON DELETE CASCADE.
     */
    async delete(id: string): Promise<boolean> {
      const rows = await db.delete(products).where(eq(products.id, id)).returning({ id: products.id });
      return rows.length > 0;
    },
  };
}
export type AdminProductsRepository = ReturnType<typeof adminProductsRepository>;
