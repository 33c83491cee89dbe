CREATE TABLE "bundle_offers" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"label" text NOT NULL,
	"min_qty" integer NOT NULL,
	"percent" integer NOT NULL,
	"categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"product_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"paused" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bundle_offers_min_qty" CHECK ("bundle_offers"."min_qty" BETWEEN 2 AND 100),
	CONSTRAINT "bundle_offers_percent" CHECK ("bundle_offers"."percent" BETWEEN 1 AND 90),
	CONSTRAINT "bundle_offers_window" CHECK ("bundle_offers"."starts_at" IS NULL OR "bundle_offers"."ends_at" IS NULL OR "bundle_offers"."ends_at" > "bundle_offers"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "code_redemptions" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"code_id" text NOT NULL,
	"order_id" text NOT NULL,
	"user_id" text NOT NULL,
	"state" text DEFAULT 'held' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "code_redemptions_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "code_redemptions_state" CHECK ("code_redemptions"."state" in ('held', 'redeemed', 'released'))
);
--> statement-breakpoint
CREATE TABLE "discount_codes" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"value" integer DEFAULT 0 NOT NULL,
	"min_subtotal" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"max_redemptions" integer,
	"per_customer" integer,
	"categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"product_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"combines" boolean DEFAULT true NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discount_codes_code_unique" UNIQUE("code"),
	CONSTRAINT "discount_codes_code_format" CHECK ("discount_codes"."code" ~ '^[A-Z0-9][A-Z0-9-]{1,31}$'),
	CONSTRAINT "discount_codes_kind" CHECK ("discount_codes"."kind" in ('percent', 'fixed', 'free_shipping')),
	CONSTRAINT "discount_codes_value" CHECK (("discount_codes"."kind" = 'percent' AND "discount_codes"."value" BETWEEN 1 AND 100) OR ("discount_codes"."kind" = 'fixed' AND "discount_codes"."value" > 0)
          OR ("discount_codes"."kind" = 'free_shipping' AND "discount_codes"."value" = 0)),
	CONSTRAINT "discount_codes_min_subtotal" CHECK ("discount_codes"."min_subtotal" >= 0),
	CONSTRAINT "discount_codes_window" CHECK ("discount_codes"."starts_at" IS NULL OR "discount_codes"."ends_at" IS NULL OR "discount_codes"."ends_at" > "discount_codes"."starts_at"),
	CONSTRAINT "discount_codes_limits" CHECK (coalesce("discount_codes"."max_redemptions", 1) > 0 AND coalesce("discount_codes"."per_customer", 1) > 0)
);
--> statement-breakpoint
ALTER TABLE "code_redemptions" ADD CONSTRAINT "code_redemptions_code_id_discount_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."discount_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "code_redemptions" ADD CONSTRAINT "code_redemptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bundle_offers_created_idx" ON "bundle_offers" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "code_redemptions_code_idx" ON "code_redemptions" USING btree ("code_id","state");--> statement-breakpoint
CREATE INDEX "code_redemptions_code_user_idx" ON "code_redemptions" USING btree ("code_id","user_id");