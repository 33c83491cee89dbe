ALTER TABLE "order_refund_lines" ADD COLUMN "vat" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD COLUMN "vat" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD COLUMN "shipping_vat" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_refund_lines" ADD CONSTRAINT "order_refund_lines_vat_within_amount" CHECK ("order_refund_lines"."vat" >= 0 AND "order_refund_lines"."vat" <= "order_refund_lines"."amount");--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_vat_within_amount" CHECK ("order_refunds"."vat" >= 0 AND "order_refunds"."vat" <= "order_refunds"."amount" AND "order_refunds"."shipping_vat" >= 0 AND "order_refunds"."shipping_vat" <= "order_refunds"."vat");--> statement-breakpoint
-- Refunds written before their VAT was kept (decision 033): the VAT inside each part, worked out as vatIn does
-- (to the nearest penny, halves up) at the order's rate; a fee refunded gives back the order's shipping VAT.
UPDATE "order_refund_lines" AS rl SET "vat" = ((2 * rl."amount"::bigint * o."vat_rate" + 10000 + o."vat_rate") / (2 * (10000 + o."vat_rate")))::integer
FROM "order_refunds" AS r JOIN "orders" AS o ON o."id" = r."order_id"
WHERE rl."refund_id" = r."id" AND o."vat_rate" > 0 AND rl."amount" > 0;--> statement-breakpoint
UPDATE "order_refunds" AS r SET
  "shipping_vat" = CASE WHEN r."shipping" > 0 THEN o."shipping_vat" ELSE 0 END,
  "vat" = CASE WHEN r."shipping" > 0 THEN o."shipping_vat" ELSE 0 END
    + COALESCE((SELECT sum(rl."vat") FROM "order_refund_lines" AS rl WHERE rl."refund_id" = r."id"), 0)::integer
    + CASE WHEN r."goodwill" > 0
        THEN ((2 * r."goodwill"::bigint * o."vat_rate" + 10000 + o."vat_rate") / (2 * (10000 + o."vat_rate")))::integer
        ELSE 0 END
FROM "orders" AS o
WHERE o."id" = r."order_id" AND o."vat_rate" > 0;
