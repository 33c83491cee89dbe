-- Order lines name the variant they bought (issue 31, decision 026 slice 1b): its id, whose stock the line takes
-- and gives back, and a snapshot of its SKU and of what was chosen, which later edits of the product never change.
ALTER TABLE "order_lines" ADD COLUMN "variant_id" text;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "sku" text;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "options" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- Every line bought so far chose a length, and only that. Lines of unpaid checkouts holding units are among them:
-- their expiry gives the units back by this id.
UPDATE "order_lines" SET "options" = jsonb_build_array(jsonb_build_object('name', 'Length', 'value', "size"));--> statement-breakpoint
UPDATE "order_lines" l SET "variant_id" = v.id, "sku" = v.sku
FROM "product_variants" v
WHERE v.product_id = l.product_id AND v.length = l.size;--> statement-breakpoint
-- A line written without them (by an older instance during an upgrade, which knows only the length) is given its
-- variant by product and length, as that instance meant, so its units go back to the right row.
CREATE FUNCTION order_lines_default_variant() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT v.id, v.sku INTO NEW.variant_id, NEW.sku
  FROM product_variants v WHERE v.product_id = NEW.product_id AND v.length = NEW.size;
  IF NEW.options = '[]'::jsonb THEN
    NEW.options := jsonb_build_array(jsonb_build_object('name', 'Length', 'value', NEW.size));
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER order_lines_default_variant BEFORE INSERT ON order_lines
  FOR EACH ROW WHEN (NEW.variant_id IS NULL) EXECUTE FUNCTION order_lines_default_variant();
