-- The /collections regions of each product. Rows are written with the product (lib/db/seed.ts); the
-- keyword rules behind them live in TypeScript (lib/domain/collections.ts), so a database seeded
-- before this migration is backfilled by lib/db/prepare.ts rather than here.
CREATE TABLE "product_regions" (
	"product_id" integer NOT NULL,
	"region" text NOT NULL,
	CONSTRAINT "product_regions_product_id_region_pk" PRIMARY KEY("product_id","region"),
	CONSTRAINT "product_regions_region_known" CHECK ("product_regions"."region" IN ('highlands', 'islands', 'lowlands', 'historic'))
);
--> statement-breakpoint
ALTER TABLE "product_regions" ADD CONSTRAINT "product_regions_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_regions_region_idx" ON "product_regions" USING btree ("region","product_id");