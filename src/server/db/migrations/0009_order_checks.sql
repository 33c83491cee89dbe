ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_unit_price_non_negative" CHECK ("order_lines"."unit_price" >= 0);--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_qty_positive" CHECK ("order_lines"."qty" > 0);--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_status_known" CHECK ("order_status_history"."status" IN ('awaiting_payment', 'payment_failed', 'expired', 'placed', 'processing', 'shipped', 'delivered'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_known" CHECK ("orders"."status" IN ('awaiting_payment', 'payment_failed', 'expired', 'placed', 'processing', 'shipped', 'delivered'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_amounts_non_negative" CHECK ("orders"."subtotal" >= 0 AND "orders"."shipping" >= 0 AND "orders"."total" >= 0);--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_amount_non_negative" CHECK ("payments"."amount" >= 0);--> statement-breakpoint
ALTER TABLE "test_payment_intents" ADD CONSTRAINT "test_payment_intents_amount_non_negative" CHECK ("test_payment_intents"."amount" >= 0);