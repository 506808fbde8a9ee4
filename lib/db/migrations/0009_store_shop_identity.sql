CREATE TABLE "store_shop_identity" (
	"singleton" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"shop_id" text DEFAULT gen_random_uuid()::text NOT NULL,
	CONSTRAINT "store_shop_identity_singleton" CHECK ("store_shop_identity"."singleton")
);
