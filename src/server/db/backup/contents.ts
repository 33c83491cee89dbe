// What a database holds: the summary a backup and a restore print, and the fingerprint the tests compare.
export const USER_SCHEMAS = `n.nspname NOT IN ('pg_catalog', 'information_schema')
  AND n.nspname NOT LIKE 'pg\\_toast%' AND n.nspname NOT LIKE 'pg\\_temp%'`;

export type Summary = {
  tables: number;
  rows: number;
  products?: number;
  orders?: number;
  customers?: number;
};

export function describeSummary(s: Summary): string {
  const named = [
    s.products === undefined ? undefined : `${s.products} products`,
    s.orders === undefined ? undefined : `${s.orders} orders`,
    s.customers === undefined ? undefined : `${s.customers} accounts`,
  ].filter(Boolean);
  return `${named.join(', ')}${named.length ? '; ' : ''}${s.rows} rows in ${s.tables} tables`;
}

export type Query = (text: string) => Promise<{ rows: unknown[] }>;

/** The tables of every user schema (the shop's and drizzle's migration journal), "schema"."table". */
async function userTables(query: Query): Promise<string[]> {
  const { rows } = await query(
    `SELECT format('%I.%I', n.nspname, c.relname) AS name
     FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE c.relkind IN ('r', 'p') AND ${USER_SCHEMAS}
     ORDER BY 1`,
  );
  return (rows as { name: string }[]).map((r) => r.name);
}

export async function summarise(query: Query): Promise<Summary> {
  const tables = await userTables(query);
  const counts = new Map<string, number>();
  for (const t of tables) {
    const { rows } = await query(`SELECT count(*)::int AS n FROM ${t}`);
    counts.set(t, (rows[0] as { n: number }).n);
  }
  return {
    tables: tables.length,
    rows: [...counts.values()].reduce((a, b) => a + b, 0),
    products: counts.get('public.products'),
    orders: counts.get('public.orders'),
    customers: counts.get('public.users'),
  };
}

/**
 * Every table's row count and a checksum of its rows (md5 of the rows as text, in order), and every sequence's
 * position: equal fingerprints mean a restore brought back every row. For tests and checks.
 */
export async function fingerprint(query: Query): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const t of await userTables(query)) {
    const { rows } = await query(
      `SELECT count(*)::int AS n, coalesce(md5(string_agg(r::text, E'\\n' ORDER BY r::text)), '-') AS sum
       FROM ${t} r`,
    );
    const row = rows[0] as { n: number; sum: string };
    out[t] = `${row.n} rows, md5 ${row.sum}`;
  }
  const { rows } = await query(
    `SELECT format('%I.%I', schemaname, sequencename) AS name, coalesce(last_value, 0)::text AS v FROM pg_sequences`,
  );
  for (const s of rows as { name: string; v: string }[]) out[`sequence ${s.name}`] = s.v;
  return out;
}

export function timestamp(now = new Date()): string {
  return now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '');
}

export type RestoreResult = {
  ms: number;
  summary: Summary;
  /** With force on PGlite: where the database that was there before now is. */
  setAside?: string;
  /** With force: what the database held before. */
  replaced?: Summary;
};
