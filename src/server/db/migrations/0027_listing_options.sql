-- Listings filter by option values, by each variant's price and by whether it is in stock (issue 31, slice 4): the
-- listing index holds them, so their changes move the catalogue's version (0011) like a product's price does.
-- A transaction now often writes several of these tables (a product's deletion cascades to its options, values and
-- variants; an admin save writes four tables): its readers see all of it at once when it commits, so the version
-- moves once per transaction, whichever trigger comes first, and every instance hears one NOTIFY. The flag is
-- transaction-local (and undone with a rolled-back savepoint, like the UPDATE it guards).
CREATE OR REPLACE FUNCTION catalog_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE v bigint;
BEGIN
  IF current_setting('tressa.catalog_bumped', true) = 'on' THEN RETURN NULL; END IF;
  PERFORM set_config('tressa.catalog_bumped', 'on', true);
  UPDATE catalog_state SET version = version + 1 WHERE id = 1 RETURNING version INTO v;
  PERFORM pg_notify('tressa_catalog', json_build_object('version', v)::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER product_options_catalog_version
  AFTER INSERT OR DELETE OR UPDATE OF name, kind, position ON product_options
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_version_bump();
--> statement-breakpoint
CREATE TRIGGER product_option_values_catalog_version
  AFTER INSERT OR DELETE OR UPDATE OF name, position, swatch_color, swatch_image, option_id ON product_option_values
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_version_bump();
--> statement-breakpoint
CREATE TRIGGER product_variants_catalog_version
  AFTER INSERT OR DELETE OR UPDATE OF price, value1_id, value2_id, value3_id, value4_id ON product_variants
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_version_bump();
--> statement-breakpoint
-- A sale moves stock on every checkout, but "hide sold out" only changes when a variant sells its last unit or gets
-- units back: only those rows move the version, so selling leaves every instance's index in place.
CREATE TRIGGER product_variants_sold_out_version
  AFTER UPDATE OF stock ON product_variants
  FOR EACH ROW WHEN ((OLD.stock > 0) IS DISTINCT FROM (NEW.stock > 0))
  EXECUTE FUNCTION catalog_version_bump();
