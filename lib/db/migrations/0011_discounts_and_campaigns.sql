CREATE TABLE "discount_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"percent_hundredths" integer DEFAULT 0 NOT NULL,
	"amount_pence" integer DEFAULT 0 NOT NULL,
	"minimum_spend_pence" integer,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"usage_limit" integer,
	"uses" integer DEFAULT 0 NOT NULL,
	"once_per_customer" boolean DEFAULT false NOT NULL,
	"category_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"product_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discount_codes_code_unique" UNIQUE("code"),
	CONSTRAINT "discount_codes_uses_positive" CHECK ("discount_codes"."uses" >= 0),
	CONSTRAINT "discount_codes_value_range" CHECK ("discount_codes"."percent_hundredths" BETWEEN 0 AND 10000 AND "discount_codes"."amount_pence" >= 0),
	CONSTRAINT "discount_codes_limit_positive" CHECK ("discount_codes"."usage_limit" IS NULL OR "discount_codes"."usage_limit" > 0)
);
--> statement-breakpoint
CREATE TABLE "discount_redemptions" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"discount_id" integer NOT NULL,
	"customer_key" text NOT NULL,
	"once_per_customer" boolean NOT NULL,
	"released_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_totals";--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "discount_pence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_pence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_discount_pence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "campaign_source" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "campaign_medium" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "campaign_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "referrer_host" text;--> statement-breakpoint
ALTER TABLE "discount_redemptions" ADD CONSTRAINT "discount_redemptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_redemptions" ADD CONSTRAINT "discount_redemptions_discount_id_discount_codes_id_fk" FOREIGN KEY ("discount_id") REFERENCES "public"."discount_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "discount_redemptions_discount_idx" ON "discount_redemptions" USING btree ("discount_id");--> statement-breakpoint
CREATE UNIQUE INDEX "discount_redemptions_once_idx" ON "discount_redemptions" USING btree ("discount_id","customer_key") WHERE "discount_redemptions"."once_per_customer" AND "discount_redemptions"."released_at" IS NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_discount_range" CHECK ("order_lines"."discount_pence" >= 0 AND "order_lines"."discount_pence" <= "order_lines"."unit_price_pence" * "order_lines"."quantity");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_totals" CHECK ("orders"."subtotal_pence" > 0 AND "orders"."shipping_pence" >= 0 AND "orders"."discount_pence" >= 0 AND "orders"."discount_pence" <= "orders"."subtotal_pence" AND "orders"."shipping_discount_pence" >= 0 AND "orders"."total_pence" = "orders"."subtotal_pence" - "orders"."discount_pence" + "orders"."shipping_pence");