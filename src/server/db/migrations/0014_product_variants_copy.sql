ALTER TABLE "products" ADD COLUMN "variants" json DEFAULT '[]'::json NOT NULL;--> statement-breakpoint
CREATE FUNCTION product_variants_json(pid text) RETURNS json LANGUAGE sql STABLE AS $$
  SELECT coalesce(json_agg(json_build_object('length', v.length, 'price', v.price, 'stock', v.stock)
                           ORDER BY v.position), '[]'::json)
  FROM product_variants v WHERE v.product_id = pid
$$;
--> statement-breakpoint
UPDATE "products" p SET "variants" = product_variants_json(p.id);
--> statement-breakpoint
-- Once per statement, for the products it touched: a bulk seed of 500,000 variants updates each product once.
CREATE FUNCTION product_variants_copy() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE products p SET variants = product_variants_json(p.id)
    WHERE p.id IN (SELECT DISTINCT product_id FROM old_rows);
  ELSE
    UPDATE products p SET variants = product_variants_json(p.id)
    WHERE p.id IN (SELECT DISTINCT product_id FROM new_rows);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER product_variants_copy_insert AFTER INSERT ON product_variants
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_variants_copy();
--> statement-breakpoint
CREATE TRIGGER product_variants_copy_update AFTER UPDATE ON product_variants
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_variants_copy();
--> statement-breakpoint
CREATE TRIGGER product_variants_copy_delete AFTER DELETE ON product_variants
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION product_variants_copy();
--> statement-breakpoint
-- The copy changes with every sale; only a length selling out or coming back (product_variants_sold_out) needs
-- cached listings dropped, so this trigger now leaves the copy out.
DROP TRIGGER products_catalog_changed ON products;
--> statement-breakpoint
CREATE TRIGGER products_catalog_changed
  AFTER UPDATE OF id, name, price, category, brand, description, lengths, image_urls, created_at, edited_at,
    rating_count, rating_halves ON products
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_changed_notify();
