import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import type { StockChanges } from './listing-index.ts';

// Sales patch the listing index instead of making every instance read it again (migration 0030, decision 026
// session nine): what the catalogue's versions since an index's own changed, when it was only stock.

/**
 * What changed after version `from`, read with the version it ends at: when every version since was variants
 * selling out or coming back (migration 0030), those variants' places among their products' (in the owner's
 * order, as the index holds them) and whether each is in stock now; null when anything else changed, or when a
 * version since is no longer kept, so the index must be read again whole.
 */
export async function stockChangesSince(db: Pick<Db, 'execute'>, from: number): Promise<StockChanges | null> {
  const result = (await db.execute(sql`
    SELECT (SELECT version FROM catalog_state WHERE id = 1)::float8 AS version,
           count(DISTINCT c.version)::int AS versions,
           coalesce(bool_or(c.variant_id IS NULL), false) AS reshaped,
           coalesce((
             SELECT json_agg(json_build_array(v.product_id, (
                      SELECT count(*) FROM product_variants w
                      WHERE w.product_id = v.product_id AND (w.position, w.id) < (v.position, v.id)
                    ), (v.stock > 0)::int))
             FROM product_variants v
             WHERE v.id IN (SELECT variant_id FROM catalog_changes WHERE version > ${from})
           ), '[]'::json) AS variants
    FROM catalog_changes c WHERE c.version > ${from}`)) as {
    rows: { version: number | string; versions: number; reshaped: boolean; variants: unknown }[];
  };
  const row = result.rows[0];
  if (!row) return null;
  const version = Number(row.version);
  if (row.reshaped || row.versions !== version - from) return null;
  const variants = (typeof row.variants === 'string' ? JSON.parse(row.variants) : row.variants) as [
    string,
    number | string,
    number,
  ][];
  return {
    version,
    variants: variants.map(([productId, place, inStock]) => ({
      productId,
      place: Number(place),
      inStock: inStock === 1,
    })),
  };
}
