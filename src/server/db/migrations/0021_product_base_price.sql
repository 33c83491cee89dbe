ALTER TABLE "products" ADD COLUMN "base_price" integer;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_base_price_non_negative" CHECK ("products"."base_price" >= 0);