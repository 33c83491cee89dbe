CREATE TABLE "document_counters" (
	"kind" text PRIMARY KEY NOT NULL,
	"last" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"kind" text NOT NULL,
	"number" integer NOT NULL,
	"order_id" text NOT NULL,
	"refund_id" text,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "documents_kind_known" CHECK ("documents"."kind" IN ('invoice', 'credit_note')),
	CONSTRAINT "documents_refund_for_credit_notes" CHECK (("documents"."kind" = 'credit_note') = ("documents"."refund_id" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "documents_kind_number_unique" ON "documents" USING btree ("kind","number");--> statement-breakpoint
CREATE UNIQUE INDEX "documents_one_invoice_per_order" ON "documents" USING btree ("order_id") WHERE "documents"."kind" = 'invoice';--> statement-breakpoint
CREATE UNIQUE INDEX "documents_one_per_refund" ON "documents" USING btree ("refund_id");--> statement-breakpoint
CREATE INDEX "documents_order_idx" ON "documents" USING btree ("order_id");--> statement-breakpoint
INSERT INTO "document_counters" ("kind", "last") VALUES ('invoice', 0), ('credit_note', 0);
