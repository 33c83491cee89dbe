import { defineConfig } from 'drizzle-kit';

// Migrations are generated from src/server/db/schema.ts and committed; the app applies them on start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema.ts',
  out: './src/server/db/migrations',
});
