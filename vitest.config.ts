import { defineConfig } from 'vitest/config';

// Server tests run once on PGlite and, when TEST_DATABASE_URL is set, once more on PostgreSQL.
const serverProject = (db: 'pglite' | 'postgres') => ({
  test: {
    name: `server-${db}`,
    include: ['src/server/**/*.test.ts'],
    environment: 'node',
    env: { TEST_DB: db },
    // One migrated PGlite for the run, copied by every file, instead of a migration per file.
    ...(db === 'pglite' ? { globalSetup: ['src/server/testing/pglite-snapshot.ts'] } : {}),
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/shared/**/*.test.ts', 'src/web/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
      serverProject('pglite'),
      ...(process.env.TEST_DATABASE_URL ? [serverProject('postgres')] : []),
    ],
  },
});
