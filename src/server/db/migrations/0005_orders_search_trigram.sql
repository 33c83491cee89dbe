-- The admin finds orders by number or customer e-mail, as a case-insensitive substring of one expression; a
-- trigram index keeps that fast at 100,000 orders. Like 0001, only where pg_trgm can be created (the search still
-- works without it, as a scan). The admin orders repository must use exactly this expression.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
    CREATE INDEX IF NOT EXISTS orders_search_trgm_idx ON orders USING gin (lower(id || ' ' || email) gin_trgm_ops);
  END IF;
EXCEPTION WHEN insufficient_privilege THEN
  RAISE NOTICE 'pg_trgm not created (insufficient privilege); order search runs without a trigram index';
END
$$;
