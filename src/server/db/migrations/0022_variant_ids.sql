-- Each variant gets its own id and a stock-keeping unit (issue 31, decision 026 slice 1): what carts, orders, stock
-- and an owner's spreadsheet will name once a product has options beyond its length. (product_id, length) stays
-- unique, so today's code and carts, and an older instance during an upgrade, keep working.
ALTER TABLE "product_variants" DROP CONSTRAINT "product_variants_product_id_length_pk";--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_product_length_unique" UNIQUE("product_id","length");--> statement-breakpoint
-- A volatile default: every existing row gets an id of its own.
ALTER TABLE "product_variants" ADD COLUMN "id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL;--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "sku" text;--> statement-breakpoint
-- The SKU made when none is given: product id and length, lower-cased, `"` and `″` as "in", anything but letters,
-- digits, '.', '_' and '-' as '-': `brazilian-body-wave-bundle-22in`. At most 55 characters, so a suffix fits in 64.
CREATE FUNCTION variant_sku(product_id text, length text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(nullif(trim(BOTH '-._' FROM left(regexp_replace(
    lower(replace(replace(product_id || '-' || length, '"', 'in'), '″', 'in')), '[^a-z0-9._-]+', '-', 'g'), 55)), ''),
    'variant')
$$;
--> statement-breakpoint
-- The listings' copy of a product's variants (0014) gains each one's id and SKU.
CREATE OR REPLACE FUNCTION product_variants_json(pid text) RETURNS json LANGUAGE sql STABLE AS $$
  SELECT coalesce(json_agg(json_build_object('id', v.id, 'sku', v.sku, 'length', v.length, 'price', v.price,
                                             'stock', v.stock) ORDER BY v.position), '[]'::json)
  FROM product_variants v WHERE v.product_id = pid
$$;
--> statement-breakpoint
-- Two lengths whose SKUs would read the same (`22"` and `22in`) keep the first and suffix the others with a
-- digest of their id. This update fires the copy trigger (0014), which rewrites every product's copy with the new
-- keys: no separate rewrite of the products is needed.
UPDATE "product_variants" v
SET "sku" = CASE WHEN d.n = 1 THEN d.base ELSE d.base || '-' || left(md5(v.id), 8) END
FROM (
  SELECT id, variant_sku(product_id, length) AS base,
         row_number() OVER (PARTITION BY variant_sku(product_id, length) ORDER BY product_id, position, length) AS n
  FROM "product_variants"
) d
WHERE d.id = v.id;
--> statement-breakpoint
ALTER TABLE "product_variants" ALTER COLUMN "sku" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_sku_unique" ON "product_variants" USING btree (lower("sku"));--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_sku_format" CHECK ("product_variants"."sku" ~ '^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$');--> statement-breakpoint
-- A row written without a SKU (the seeds, a length the admin adds, an older instance) is given one; one that
-- another variant already has is suffixed with a digest of the new row's id.
CREATE FUNCTION product_variants_default_sku() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.sku := variant_sku(NEW.product_id, NEW.length);
  IF EXISTS (SELECT 1 FROM product_variants WHERE lower(sku) = lower(NEW.sku)) THEN
    NEW.sku := NEW.sku || '-' || left(md5(NEW.id), 8);
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER product_variants_default_sku BEFORE INSERT ON product_variants
  FOR EACH ROW WHEN (NEW.sku IS NULL) EXECUTE FUNCTION product_variants_default_sku();
