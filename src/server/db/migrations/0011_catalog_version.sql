CREATE TABLE "catalog_state" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "catalog_state" ("id", "version") VALUES (1, 0);
--> statement-breakpoint
-- Every statement that changes what listings filter or sort on bumps the version in its own transaction, so a
-- reader sees the new rows and the new version together; NOTIFY tells every instance when it commits.
CREATE FUNCTION catalog_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE v bigint;
BEGIN
  UPDATE catalog_state SET version = version + 1 WHERE id = 1 RETURNING version INTO v;
  PERFORM pg_notify('tressa_catalog', json_build_object('version', v)::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Other product changes (ratings, descriptions, pictures) leave the index as it is but change listing answers.
CREATE FUNCTION catalog_changed_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('tressa_catalog', json_build_object('version', NULL)::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_catalog_version
  AFTER INSERT OR DELETE OR UPDATE OF id, name, price, category, brand, created_at ON products
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_version_bump();
--> statement-breakpoint
CREATE TRIGGER products_catalog_truncate
  AFTER TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_version_bump();
--> statement-breakpoint
CREATE TRIGGER products_catalog_changed
  AFTER UPDATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_changed_notify();
