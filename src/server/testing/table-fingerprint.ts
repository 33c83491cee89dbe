import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/** The rows a SQL query (raw text, or built with `sql`) returns, on PGlite and PostgreSQL alike. */
export const rowsOf = async <T>(db: Db, query: string | SQL) =>
  ((await db.execute(typeof query === 'string' ? sql.raw(query) : query)) as unknown as { rows: T[] }).rows;

export type Fingerprint = Map<string, string>;

/**
 * Reads the shop's tables (all but `except`) once, and answers a way to fingerprint them: each table's name to
 * the md5 of all its rows, so that two fingerprints differ on exactly the tables whose rows changed.
 */
export async function tableFingerprint(
  db: Db,
  except: ReadonlySet<string>,
): Promise<() => Promise<Fingerprint>> {
  const tables = (
    await rowsOf<{ table_name: string }>(
      db,
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1",
    )
  ).map((r) => r.table_name);
  const query = tables
    .filter((name) => !except.has(name))
    .map(
      (name) =>
        `SELECT '${name}' AS t, md5(coalesce(string_agg(x::text, E'\\n' ORDER BY x::text), '')) AS h FROM "${name}" x`,
    )
    .join(' UNION ALL ');
  return async () => {
    const rows = await rowsOf<{ t: string; h: string }>(db, query);
    return new Map(rows.map((r) => [r.t, r.h]));
  };
}
