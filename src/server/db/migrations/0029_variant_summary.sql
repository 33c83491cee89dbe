ALTER TABLE "products" ADD COLUMN "variant_summary" json DEFAULT '{"count":0,"inStock":0,"minPrice":null,"maxPrice":null}'::json NOT NULL;--> statement-breakpoint
-- A product's variants summed up for listings (issue 31, slice 6): a listing page carries this, not the variants,
-- which at 2,048 to a product made a card 370 KB and every sale rewrite a JSON of 2,048 entries.
CREATE FUNCTION product_variant_summary(pid text) RETURNS json LANGUAGE sql STABLE AS $$
  SELECT json_build_object('count', count(*), 'inStock', count(*) FILTER (WHERE v.stock > 0),
                           'minPrice', min(v.price), 'maxPrice', max(v.price))
  FROM product_variants v WHERE v.product_id = pid
$$;
--> statement-breakpoint
UPDATE "products" p SET "variant_summary" = product_variant_summary(p.id);
--> statement-breakpoint
-- The legacy copy (0014) is kept for products of at most 250 variants, all an instance from before this migration
-- could make, so one still running during a rolling upgrade lists them as before; bigger ones it lists without.
CREATE OR REPLACE FUNCTION product_variants_copy() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE products p SET variant_summary = s.summary,
      variants = CASE WHEN (s.summary ->> 'count')::int <= 250 THEN product_variants_json(p.id) ELSE '[]'::json END
    FROM (SELECT d.id, product_variant_summary(d.id) AS summary FROM (SELECT DISTINCT product_id AS id FROM old_rows) d) s
    WHERE p.id = s.id;
  ELSE
    UPDATE products p SET variant_summary = s.summary,
      variants = CASE WHEN (s.summary ->> 'count')::int <= 250 THEN product_variants_json(p.id) ELSE '[]'::json END
    FROM (SELECT d.id, product_variant_summary(d.id) AS summary FROM (SELECT DISTINCT product_id AS id FROM new_rows) d) s
    WHERE p.id = s.id;
  END IF;
  RETURN NULL;
END
$$;
