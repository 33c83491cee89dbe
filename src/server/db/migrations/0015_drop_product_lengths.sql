-- A product's lengths are its variants (product_variants, and their copy in products.variants): the list column
-- was a second copy. The change trigger names its columns, so it is made again without this one.
DROP TRIGGER products_catalog_changed ON products;
--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "lengths";
--> statement-breakpoint
CREATE TRIGGER products_catalog_changed
  AFTER UPDATE OF id, name, price, category, brand, description, image_urls, created_at, edited_at,
    rating_count, rating_halves ON products
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_changed_notify();
