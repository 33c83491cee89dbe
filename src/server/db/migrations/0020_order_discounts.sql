ALTER TABLE "order_lines" ADD COLUMN "discount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "offer_label" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "offer_discount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "code_discount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "code_shipping" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_discounted_idx" ON "orders" USING btree ("status","offer_discount","code_discount") WHERE "orders"."offer_discount" > 0 OR "orders"."code_discount" > 0;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_discount_within_line" CHECK ("order_lines"."discount" >= 0 AND "order_lines"."discount" <= "order_lines"."unit_price" * "order_lines"."qty");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_discounts_non_negative" CHECK ("orders"."offer_discount" >= 0 AND "orders"."code_discount" >= 0 AND "orders"."code_shipping" >= 0);