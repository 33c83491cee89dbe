ALTER TABLE "products" ADD COLUMN "max_per_order" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "client_ip" text;--> statement-breakpoint
-- One unpaid order per customer (issue 21). Before the rule holds, a customer's older unpaid orders end as they
-- would have on expiry: their units go back on sale and a test intent is cancelled. (A Stripe intent cannot be
-- cancelled from SQL; if one were paid later, the payment is reported for a refund like any late payment.)
CREATE TEMP TABLE replaced_orders AS
  SELECT id, stock_held FROM (
    SELECT id, stock_held,
           row_number() OVER (PARTITION BY user_id ORDER BY created_at DESC, id DESC) AS n
    FROM orders WHERE status IN ('awaiting_payment', 'payment_failed')
  ) r WHERE n > 1;
--> statement-breakpoint
UPDATE product_variants v SET stock = v.stock + back.qty
FROM (
  SELECT l.product_id, l.size, sum(l.qty)::int AS qty
  FROM order_lines l JOIN replaced_orders r ON r.id = l.order_id AND r.stock_held
  GROUP BY l.product_id, l.size
) back
WHERE v.product_id = back.product_id AND v.length = back.size;
--> statement-breakpoint
INSERT INTO order_status_history (order_id, status) SELECT id, 'expired' FROM replaced_orders;
--> statement-breakpoint
UPDATE orders SET status = 'expired', stock_held = false, edited_at = now()
WHERE id IN (SELECT id FROM replaced_orders);
--> statement-breakpoint
UPDATE test_payment_intents SET status = 'canceled'
WHERE order_id IN (SELECT id FROM replaced_orders) AND status <> 'succeeded';
--> statement-breakpoint
DROP TABLE replaced_orders;
--> statement-breakpoint
CREATE UNIQUE INDEX "orders_one_unpaid_per_user" ON "orders" USING btree ("user_id") WHERE "orders"."status" IN ('awaiting_payment', 'payment_failed');--> statement-breakpoint
CREATE INDEX "orders_unpaid_client_ip_idx" ON "orders" USING btree ("client_ip") WHERE "orders"."status" IN ('awaiting_payment', 'payment_failed');--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_max_per_order_range" CHECK ("products"."max_per_order" BETWEEN 1 AND 99);