-- Options that describe hair (issue 31, decision 026 slice 1b-ii): a product has up to four options (Texture, Shade,
-- Length…), each with values in order, and each variant combines one value of each. Every product so far is chosen by
-- its length alone: it gets one option, Length, whose values are its lengths, and each variant its length's value.
CREATE TABLE "product_option_values" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"option_id" text NOT NULL,
	"product_id" text NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"swatch_color" text,
	"swatch_image" text,
	"image_urls" text[] DEFAULT '{}'::text[] NOT NULL,
	-- Deferrable, like the next two: the admin's write may swap two values' names in one transaction.
	CONSTRAINT "product_option_values_option_name_unique" UNIQUE("option_id","name") DEFERRABLE INITIALLY IMMEDIATE,
	CONSTRAINT "product_option_values_id_product_unique" UNIQUE("id","product_id"),
	CONSTRAINT "product_option_values_position_non_negative" CHECK ("product_option_values"."position" >= 0),
	CONSTRAINT "product_option_values_name_length" CHECK (char_length("product_option_values"."name") BETWEEN 1 AND 40),
	CONSTRAINT "product_option_values_swatch_color" CHECK ("product_option_values"."swatch_color" ~ '^#[0-9a-f]{6}$'),
	CONSTRAINT "product_option_values_swatch_image" CHECK ("product_option_values"."swatch_image" ~ '^/media/[A-Za-z0-9._-]{1,200}$')
);
--> statement-breakpoint
CREATE TABLE "product_options" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"product_id" text NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"kind" text DEFAULT 'button' NOT NULL,
	"property" text,
	-- Deferrable: an owner's reorder swaps two positions within one transaction.
	CONSTRAINT "product_options_product_position_unique" UNIQUE("product_id","position") DEFERRABLE INITIALLY IMMEDIATE,
	CONSTRAINT "product_options_position_range" CHECK ("product_options"."position" BETWEEN 0 AND 3),
	CONSTRAINT "product_options_name_length" CHECK (char_length("product_options"."name") BETWEEN 1 AND 40),
	CONSTRAINT "product_options_kind" CHECK ("product_options"."kind" IN ('swatch', 'button')),
	CONSTRAINT "product_options_property" CHECK ("product_options"."property" IN ('size', 'color', 'pattern', 'material'))
);
--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "compare_at_price" integer;--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "image_urls" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "value1_id" text;--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "value2_id" text;--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "value3_id" text;--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "value4_id" text;--> statement-breakpoint
-- Every product with lengths gets its Length option, each length a value in the admin's order, and each variant
-- points at its own (the rows are updated, not re-inserted: ids, SKUs and stock stay, and so do the holds on them).
INSERT INTO "product_options" ("product_id", "position", "name", "kind", "property")
SELECT DISTINCT "product_id", 0, 'Length', 'button', 'size' FROM "product_variants";--> statement-breakpoint
INSERT INTO "product_option_values" ("option_id", "product_id", "position", "name")
SELECT o.id, v.product_id, row_number() OVER (PARTITION BY v.product_id ORDER BY v.position, v.length) - 1, v.length
FROM "product_variants" v JOIN "product_options" o ON o.product_id = v.product_id;--> statement-breakpoint
-- The listings' copy of a product's variants (0014, 0022) gains each one's values by name, its compare-at price and
-- its photos: the product page's pickers read them. Made before the backfill below, whose update refreshes the copy.
CREATE OR REPLACE FUNCTION product_variants_json(pid text) RETURNS json LANGUAGE sql STABLE AS $$
  SELECT coalesce(json_agg(json_build_object(
    'id', v.id, 'sku', v.sku, 'length', v.length, 'price', v.price, 'stock', v.stock,
    'values', (SELECT coalesce(json_agg(val.name ORDER BY s.slot), '[]'::json)
               FROM unnest(ARRAY[v.value1_id, v.value2_id, v.value3_id, v.value4_id]) WITH ORDINALITY AS s(value_id, slot)
               JOIN product_option_values val ON val.id = s.value_id),
    'compareAtPrice', v.compare_at_price, 'imageUrls', v.image_urls) ORDER BY v.position), '[]'::json)
  FROM product_variants v WHERE v.product_id = pid
$$;
--> statement-breakpoint
UPDATE "product_variants" v SET "value1_id" = val.id
FROM "product_option_values" val
WHERE val.product_id = v.product_id AND val.name = v.length;--> statement-breakpoint
ALTER TABLE "product_option_values" ADD CONSTRAINT "product_option_values_option_id_product_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."product_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_option_values" ADD CONSTRAINT "product_option_values_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_options" ADD CONSTRAINT "product_options_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_option_values_product_idx" ON "product_option_values" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_options_product_name_unique" ON "product_options" USING btree ("product_id",lower("name"));--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_value1_fk" FOREIGN KEY ("value1_id","product_id") REFERENCES "public"."product_option_values"("id","product_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_value2_fk" FOREIGN KEY ("value2_id","product_id") REFERENCES "public"."product_option_values"("id","product_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_value3_fk" FOREIGN KEY ("value3_id","product_id") REFERENCES "public"."product_option_values"("id","product_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_value4_fk" FOREIGN KEY ("value4_id","product_id") REFERENCES "public"."product_option_values"("id","product_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_values_unique" UNIQUE NULLS NOT DISTINCT("product_id","value1_id","value2_id","value3_id","value4_id") DEFERRABLE INITIALLY IMMEDIATE;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_compare_at_above_price" CHECK ("product_variants"."compare_at_price" IS NULL OR "product_variants"."compare_at_price" > "product_variants"."price");--> statement-breakpoint
-- What a variant was chosen by, as order lines keep it: [{name, value}] in the options' order.
CREATE FUNCTION variant_options(variant text) RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT coalesce(jsonb_agg(jsonb_build_object('name', o.name, 'value', val.name) ORDER BY o.position), '[]'::jsonb)
  FROM product_variants v
  CROSS JOIN LATERAL unnest(ARRAY[v.value1_id, v.value2_id, v.value3_id, v.value4_id]) AS s(value_id)
  JOIN product_option_values val ON val.id = s.value_id
  JOIN product_options o ON o.id = val.option_id
  WHERE v.id = variant
$$;
--> statement-breakpoint
-- A line an older instance writes (0023) keeps what its variant was chosen by, now from the options.
CREATE OR REPLACE FUNCTION order_lines_default_variant() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT v.id, v.sku, variant_options(v.id) INTO NEW.variant_id, NEW.sku, NEW.options
  FROM product_variants v WHERE v.product_id = NEW.product_id AND v.length = NEW.size;
  IF NEW.options IS NULL OR NEW.options = '[]'::jsonb THEN
    NEW.options := jsonb_build_array(jsonb_build_object('name', 'Length', 'value', NEW.size));
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
-- A variant written by its length alone (today's admin form, or an older instance during an upgrade) is given that
-- length as a value of the product's Length option, made if the product has no option yet. A product chosen by
-- more than one option cannot be written so: its variants need a value of each.
CREATE FUNCTION product_variants_default_value() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  options int;
  opt text;
BEGIN
  SELECT count(*), min(id) INTO options, opt FROM product_options WHERE product_id = NEW.product_id;
  IF options > 1 THEN
    RAISE EXCEPTION 'product % is chosen by % options: a variant needs a value of each', NEW.product_id, options
      USING ERRCODE = 'not_null_violation', CONSTRAINT = 'product_variants_values_required';
  END IF;
  IF options = 0 THEN
    INSERT INTO product_options (product_id, position, name, kind, property)
    VALUES (NEW.product_id, 0, 'Length', 'button', 'size') RETURNING id INTO opt;
  END IF;
  SELECT id INTO NEW.value1_id FROM product_option_values WHERE option_id = opt AND name = NEW.length;
  IF NEW.value1_id IS NULL THEN
    INSERT INTO product_option_values (option_id, product_id, position, name)
    VALUES (opt, NEW.product_id, NEW.position, NEW.length) RETURNING id INTO NEW.value1_id;
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER product_variants_default_value BEFORE INSERT ON product_variants
  FOR EACH ROW WHEN (NEW.value1_id IS NULL) EXECUTE FUNCTION product_variants_default_value();
--> statement-breakpoint
-- At most 2,048 variants to a product, whoever writes them (the admin, a seed, psql): checked once per statement.
CREATE FUNCTION product_variants_limit() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  over text;
BEGIN
  SELECT v.product_id INTO over FROM product_variants v
  WHERE v.product_id IN (SELECT DISTINCT product_id FROM inserted)
  GROUP BY v.product_id HAVING count(*) > 2048 LIMIT 1;
  IF over IS NOT NULL THEN
    RAISE EXCEPTION 'product % has more than 2048 variants', over
      USING ERRCODE = 'check_violation', CONSTRAINT = 'product_variants_limit';
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER product_variants_limit AFTER INSERT ON product_variants
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION product_variants_limit();
