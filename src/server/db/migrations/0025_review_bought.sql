-- A review says what its writer bought (issue 31): "Bought: Body Wave · #613 · 22″". Reviews written before learn
-- it from the writer's latest placed order with the product, the purchase that let them write it.
ALTER TABLE "reviews" ADD COLUMN "bought" text;--> statement-breakpoint
UPDATE "reviews" r SET "bought" = (
  SELECT l.size FROM "orders" o JOIN "order_lines" l ON l.order_id = o.id
  WHERE o.user_id = r.user_id AND l.product_id = r.product_id
    AND o.status IN ('placed', 'processing', 'shipped', 'delivered')
  ORDER BY o.created_at DESC, l.position DESC LIMIT 1
);
