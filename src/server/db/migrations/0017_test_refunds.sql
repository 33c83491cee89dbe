CREATE TABLE "test_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"intent_id" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"amount" integer NOT NULL,
	"status" text NOT NULL,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_refunds_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "test_refunds_amount_positive" CHECK ("test_refunds"."amount" > 0),
	CONSTRAINT "test_refunds_status" CHECK ("test_refunds"."status" in ('pending', 'succeeded', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "test_refunds" ADD CONSTRAINT "test_refunds_intent_id_test_payment_intents_id_fk" FOREIGN KEY ("intent_id") REFERENCES "public"."test_payment_intents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "test_refunds_intent_idx" ON "test_refunds" USING btree ("intent_id");