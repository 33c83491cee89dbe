-- A search finds option values (issue 31): "613", "deep wave". Each product keeps the names of its option values
-- in option_text, joined by a unit separator like the other fields of search_text, so a search cannot match across
-- two values; triggers on product_option_values keep it, in the same statement as the values' change.
ALTER TABLE "products" ADD COLUMN "option_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE FUNCTION product_option_text(pid text) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT coalesce(string_agg(val.name, chr(31) ORDER BY o.position, val.position, val.name), '')
  FROM product_option_values val JOIN product_options o ON o.id = val.option_id
  WHERE val.product_id = pid
$$;
--> statement-breakpoint
UPDATE "products" p SET "option_text" = product_option_text(p.id)
WHERE EXISTS (SELECT 1 FROM "product_option_values" val WHERE val.product_id = p.id);--> statement-breakpoint
-- The trigram index (0001) goes with the column and is made again on the new one, where pg_trgm exists.
ALTER TABLE "products" DROP COLUMN "search_text";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(name || chr(31) || category || chr(31) || brand || chr(31) || option_text)) STORED NOT NULL;--> statement-breakpoint
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    CREATE INDEX IF NOT EXISTS products_search_trgm_idx ON products USING gin (search_text gin_trgm_ops);
  END IF;
END
$$;
--> statement-breakpoint
-- Once per statement, for the products whose values it touched (a seed of a million values updates each once).
-- Only when a text changes: an UPDATE of no row still runs the catalogue's statement triggers, and the values a
-- product's deletion takes with it must not move the catalogue's version a second time.
CREATE FUNCTION product_option_values_text() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  touched text[];
BEGIN
  IF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT product_id) INTO touched FROM old_rows;
  ELSE
    SELECT array_agg(DISTINCT product_id) INTO touched FROM new_rows;
  END IF;
  SELECT array_agg(p.id) INTO touched FROM products p
  WHERE p.id = ANY (touched) AND p.option_text IS DISTINCT FROM product_option_text(p.id);
  IF touched IS NOT NULL THEN
    UPDATE products p SET option_text = product_option_text(p.id) WHERE p.id = ANY (touched);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER product_option_values_text_insert AFTER INSERT ON product_option_values
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_option_values_text();
--> statement-breakpoint
CREATE TRIGGER product_option_values_text_update AFTER UPDATE ON product_option_values
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_option_values_text();
--> statement-breakpoint
CREATE TRIGGER product_option_values_text_delete AFTER DELETE ON product_option_values
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_option_values_text();
--> statement-breakpoint
-- What a search matches is part of what listings filter on: a change of it moves the catalogue's version (0011).
DROP TRIGGER products_catalog_version ON products;--> statement-breakpoint
CREATE TRIGGER products_catalog_version
  AFTER INSERT OR DELETE OR UPDATE OF id, name, price, category, brand, created_at, option_text ON products
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_version_bump();
