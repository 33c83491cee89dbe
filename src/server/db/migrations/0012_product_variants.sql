CREATE TABLE "product_variants" (
	"product_id" text NOT NULL,
	"length" text NOT NULL,
	"position" integer NOT NULL,
	"price" integer NOT NULL,
	"stock" integer NOT NULL,
	CONSTRAINT "product_variants_product_id_length_pk" PRIMARY KEY("product_id","length"),
	CONSTRAINT "product_variants_price_non_negative" CHECK ("product_variants"."price" >= 0),
	CONSTRAINT "product_variants_stock_non_negative" CHECK ("product_variants"."stock" >= 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "stock_held" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Every existing length becomes a variant at the product's price with 20 in stock; the admin sets real counts.
INSERT INTO "product_variants" ("product_id", "length", "position", "price", "stock")
SELECT p.id, l.length, min(l.position)::int, p.price, 20
FROM "products" p, unnest(p.lengths) WITH ORDINALITY AS l(length, position)
GROUP BY p.id, l.length, p.price;
--> statement-breakpoint
-- A length that sells out or comes back changes listing answers ('Out of stock'): cached listings must go. Other
-- stock moves do not notify, so a busy checkout does not keep emptying every instance's cache.
CREATE TRIGGER product_variants_sold_out
  AFTER UPDATE OF stock ON product_variants
  FOR EACH ROW WHEN ((OLD.stock = 0) IS DISTINCT FROM (NEW.stock = 0))
  EXECUTE FUNCTION catalog_changed_notify();
