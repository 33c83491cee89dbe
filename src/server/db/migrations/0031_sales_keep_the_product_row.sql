-- A sale no longer rewrites its product's row (issue 30, issue 31; decision 026, session eleven). Every change of a
-- variant ran product_variants_copy (0014, 0029) for its product: the listings' summary, aggregated again, and the
-- legacy copy of every variant as JSON, written into a new version of the product's row (and of its seven indexes,
-- the search trigram among them). That took 3.2 ms of a 3.6-ms stock update on a 38-variant product, inside the
-- checkout's lock on the product, so buyers of a popular product queued behind it.
--
-- The summary (count, in stock, lowest and highest price) changes only when a variant is added or removed, its price
-- changes, or it sells out or comes back. Updates now compare each variant's old and new row and touch only those
-- products; a sale of 5 → 4 touches none. The legacy copy is no longer written: today's code never reads it, and an
-- instance older than 0029 (the last that read it) must not run beside this one. A later migration drops the column.
CREATE OR REPLACE FUNCTION product_variants_copy() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE products p SET variant_summary = product_variant_summary(p.id)
    WHERE p.id IN (SELECT product_id FROM old_rows);
  ELSE
    UPDATE products p SET variant_summary = product_variant_summary(p.id)
    WHERE p.id IN (SELECT product_id FROM new_rows);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION product_variants_summary_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products p SET variant_summary = product_variant_summary(p.id)
  WHERE p.id IN (
    SELECT unnest(ARRAY[n.product_id, o.product_id])
    FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE n.price IS DISTINCT FROM o.price
       OR (n.stock > 0) IS DISTINCT FROM (o.stock > 0)
       OR n.product_id IS DISTINCT FROM o.product_id
  );
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER product_variants_copy_update ON product_variants;
--> statement-breakpoint
CREATE TRIGGER product_variants_summary_update AFTER UPDATE ON product_variants
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_variants_summary_update();
