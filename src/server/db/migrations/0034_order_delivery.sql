ALTER TABLE "orders" ADD COLUMN "delivery_method" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_country" text;