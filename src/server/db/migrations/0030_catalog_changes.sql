CREATE TABLE "catalog_changes" (
	"version" bigint NOT NULL,
	"variant_id" text
);
--> statement-breakpoint
CREATE INDEX "catalog_changes_version_idx" ON "catalog_changes" USING btree ("version");--> statement-breakpoint
-- The catalogue's version moves once per transaction (0027); this transaction's version is kept beside the flag so
-- every trigger of the transaction can write its change under it. Versions are given out under catalog_state's row
-- lock, so they commit in order: a reader that sees version v sees the changes of every version up to v.
CREATE FUNCTION catalog_version_next() RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE v bigint;
BEGIN
  IF current_setting('tressa.catalog_bumped', true) = 'on' THEN
    RETURN current_setting('tressa.catalog_version')::bigint;
  END IF;
  PERFORM set_config('tressa.catalog_bumped', 'on', true);
  UPDATE catalog_state SET version = version + 1 WHERE id = 1 RETURNING version INTO v;
  PERFORM set_config('tressa.catalog_version', v::text, true);
  DELETE FROM catalog_changes WHERE version <= v - 1000;
  PERFORM pg_notify('tressa_catalog', json_build_object('version', v)::text);
  RETURN v;
END
$$;
--> statement-breakpoint
-- Any change but a sell-out: the listing index is read again (a row with no variant).
CREATE OR REPLACE FUNCTION catalog_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE v bigint := catalog_version_next();
BEGIN
  IF current_setting('tressa.catalog_reshaped', true) IS DISTINCT FROM 'on' THEN
    PERFORM set_config('tressa.catalog_reshaped', 'on', true);
    INSERT INTO catalog_changes (version, variant_id) VALUES (v, NULL);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A variant that sold its last unit or got units back: instances patch its stock in their index.
CREATE FUNCTION catalog_stock_crossed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalog_changes (version, variant_id) VALUES (catalog_version_next(), NEW.id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER product_variants_sold_out_version ON product_variants;
--> statement-breakpoint
CREATE TRIGGER product_variants_sold_out_version
  AFTER UPDATE OF stock ON product_variants
  FOR EACH ROW WHEN ((OLD.stock > 0) IS DISTINCT FROM (NEW.stock > 0))
  EXECUTE FUNCTION catalog_stock_crossed();
--> statement-breakpoint
-- A variant's place among its product's is how the index names it: moving one is a change of shape too.
DROP TRIGGER product_variants_catalog_version ON product_variants;
--> statement-breakpoint
CREATE TRIGGER product_variants_catalog_version
  AFTER INSERT OR DELETE OR UPDATE OF price, position, value1_id, value2_id, value3_id, value4_id ON product_variants
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_version_bump();
