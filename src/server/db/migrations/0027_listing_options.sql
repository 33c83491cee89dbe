-- Listings filter by option values, by each variant's price and by whether it is in stock (issue 31, slice 4): the
-- listing index holds them, so their changes move the catalogue's version (0011) like a product's price does. An
-- admin save writes each table in one statement, so a save moves it a few times, not once per variant.
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
