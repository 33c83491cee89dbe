-- The legacy JSON copy of a product's variants (0014), not written since 0031 and read by no release since 0029
-- (issue 31): dropped, so a product's row is its own again.
ALTER TABLE "products" DROP COLUMN "variants";