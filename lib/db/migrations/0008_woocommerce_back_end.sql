CREATE TABLE "store_cart_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"cart_id" text NOT NULL,
	"product_id" integer NOT NULL,
	"variation_id" integer,
	"selected_options" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"quantity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_cart_items_quantity_range" CHECK ("store_cart_items"."quantity" > 0 AND "store_cart_items"."quantity" <= 99)
);
--> statement-breakpoint
CREATE TABLE "store_checkouts" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"cart_id" text,
	"checkout_fingerprint" text NOT NULL,
	"payment_method" text NOT NULL,
	"payment_provider" text,
	"payment_intent_id" text,
	"expires_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_product_shapes" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"shape" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_webhook_deliveries" (
	"digest" text PRIMARY KEY NOT NULL,
	"topic" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "store_cart_items" ADD CONSTRAINT "store_cart_items_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "store_cart_items_line_idx" ON "store_cart_items" USING btree ("cart_id","product_id",coalesce("variation_id", 0));--> statement-breakpoint
CREATE UNIQUE INDEX "store_checkouts_open_fingerprint_idx" ON "store_checkouts" USING btree ("checkout_fingerprint") WHERE "store_checkouts"."settled_at" IS NULL;--> statement-breakpoint
CREATE INDEX "store_checkouts_open_expiry_idx" ON "store_checkouts" USING btree ("expires_at") WHERE "store_checkouts"."settled_at" IS NULL;