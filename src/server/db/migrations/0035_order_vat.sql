ALTER TABLE "order_lines" ADD COLUMN "vat" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "vat_rate" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_vat" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "vat" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_vat_non_negative" CHECK ("order_lines"."vat" >= 0);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_vat_within_total" CHECK ("orders"."vat" >= 0 AND "orders"."vat" <= "orders"."total" AND "orders"."shipping_vat" >= 0);