CREATE INDEX "mail_outbox_created_idx" ON "mail_outbox" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_status_total_idx" ON "orders" USING btree ("status","total");--> statement-breakpoint
CREATE INDEX "orders_placed_idx" ON "orders" USING btree ("placed_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "orders"."placed_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_status_placed_idx" ON "orders" USING btree ("status","placed_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "orders"."placed_at" IS NOT NULL;