CREATE TABLE "order_refund_lines" (
	"refund_id" text NOT NULL,
	"order_line_id" text NOT NULL,
	"qty" integer NOT NULL,
	"amount" integer NOT NULL,
	"restock" boolean NOT NULL,
	CONSTRAINT "order_refund_lines_refund_id_order_line_id_pk" PRIMARY KEY("refund_id","order_line_id"),
	CONSTRAINT "order_refund_lines_qty_positive" CHECK ("order_refund_lines"."qty" > 0),
	CONSTRAINT "order_refund_lines_amount_non_negative" CHECK ("order_refund_lines"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_refunds" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"order_id" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"amount" integer NOT NULL,
	"shipping" integer DEFAULT 0 NOT NULL,
	"goodwill" integer DEFAULT 0 NOT NULL,
	"reason" text NOT NULL,
	"requested_by" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempt" integer DEFAULT 1 NOT NULL,
	"provider_refund_id" text,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_refunds_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "order_refunds_provider_refund_id_unique" UNIQUE("provider_refund_id"),
	CONSTRAINT "order_refunds_amount_positive" CHECK ("order_refunds"."amount" > 0),
	CONSTRAINT "order_refunds_parts_non_negative" CHECK ("order_refunds"."shipping" >= 0 AND "order_refunds"."goodwill" >= 0),
	CONSTRAINT "order_refunds_status" CHECK ("order_refunds"."status" in ('pending', 'succeeded', 'failed')),
	CONSTRAINT "order_refunds_requested_by" CHECK ("order_refunds"."requested_by" in ('customer', 'admin'))
);
--> statement-breakpoint
ALTER TABLE "order_status_history" DROP CONSTRAINT "order_status_history_status_known";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_status_known";--> statement-breakpoint
DROP INDEX "orders_status_total_idx";--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "refunded_qty" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_refunded" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "test_refunds" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "order_refund_lines" ADD CONSTRAINT "order_refund_lines_refund_id_order_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."order_refunds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refund_lines" ADD CONSTRAINT "order_refund_lines_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_refunds_order_idx" ON "order_refunds" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "order_refunds_pending_idx" ON "order_refunds" USING btree ("updated_at") WHERE "order_refunds"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "orders_status_total_idx" ON "orders" USING btree ("status","total","refunded");--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_refunded_qty_within_qty" CHECK ("order_lines"."refunded_qty" >= 0 AND "order_lines"."refunded_qty" <= "order_lines"."qty");--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_status_known" CHECK ("order_status_history"."status" IN ('awaiting_payment', 'payment_failed', 'expired', 'placed', 'processing', 'shipped', 'delivered', 'cancelled'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_refunded_within_total" CHECK ("orders"."refunded" >= 0 AND "orders"."refunded" <= "orders"."total");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_known" CHECK ("orders"."status" IN ('awaiting_payment', 'payment_failed', 'expired', 'placed', 'processing', 'shipped', 'delivered', 'cancelled'));