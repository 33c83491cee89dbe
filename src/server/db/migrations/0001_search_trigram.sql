-- Case-insensitive substring search over name, category and brand (search_text) stays fast at 100,000 products
-- with a trigram index. pg_trgm ships with PostgreSQL and PGlite; where it cannot be created the search still
-- works, as a sequential scan.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
    CREATE INDEX IF NOT EXISTS products_search_trgm_idx ON products USING gin (search_text gin_trgm_ops);
  END IF;
EXCEPTION WHEN insufficient_privilege THEN
  RAISE NOTICE 'pg_trgm not created (insufficient privilege); search runs without a trigram index';
END
$$;
