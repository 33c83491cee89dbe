// The soak's database: DATABASE_URL, or a fresh database soak_<timestamp> on the local PostgreSQL server that
// `drop()` removes afterwards.
import pg from 'pg';

const SERVER = 'postgres://postgres@127.0.0.1:5432/postgres';

/** Prints which database the run uses (and whether `keep` keeps it); `drop` is null for DATABASE_URL. */
export async function soakDatabase(
  keep: boolean,
): Promise<{ url: string; drop: (() => Promise<void>) | null }> {
  if (process.env.DATABASE_URL) {
    console.log('database: DATABASE_URL');
    return { url: process.env.DATABASE_URL, drop: null };
  }
  const name = `soak_${Date.now()}`;
  const adminDb = new pg.Client({ connectionString: SERVER });
  await adminDb.connect();
  await adminDb.query(`CREATE DATABASE ${name}`);
  await adminDb.end();
  const url = new URL(SERVER);
  url.pathname = `/${name}`;
  console.log(`database: ${name} (${keep ? 'kept' : 'dropped'} afterwards)`);
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: SERVER });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}
