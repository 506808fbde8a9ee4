CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "product_variations" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"attributes" jsonb NOT NULL,
	"attribute_key" text NOT NULL,
	"price_pence" integer NOT NULL,
	"regular_price_pence" integer,
	"stock_quantity" integer NOT NULL,
	"menu_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_variations_price_positive" CHECK ("product_variations"."price_pence" > 0),
	CONSTRAINT "product_variations_stock_not_negative" CHECK ("product_variations"."stock_quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description_html" text NOT NULL,
	"description_text" text NOT NULL,
	"type" text NOT NULL,
	"category_id" integer NOT NULL,
	"price_pence" integer NOT NULL,
	"regular_price_pence" integer,
	"stock_quantity" integer,
	"in_stock" boolean DEFAULT false NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"attributes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rating" numeric(2, 1),
	"rating_count" integer DEFAULT 0 NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', "products"."name"), 'A')
          || setweight(to_tsvector('english', immutable_array_to_text("products"."tags")), 'B')
          || setweight(to_tsvector('english', "products"."description_text"), 'C')) STORED NOT NULL,
	CONSTRAINT "products_slug_unique" UNIQUE("slug"),
	CONSTRAINT "products_price_positive" CHECK ("products"."price_pence" > 0),
	CONSTRAINT "products_stock_not_negative" CHECK ("products"."stock_quantity" IS NULL OR "products"."stock_quantity" >= 0),
	CONSTRAINT "products_rating_range" CHECK ("products"."rating" IS NULL OR ("products"."rating" >= 0 AND "products"."rating" <= 5))
);
--> statement-breakpoint
ALTER TABLE "product_variations" ADD CONSTRAINT "product_variations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_variations_product_idx" ON "product_variations" USING btree ("product_id","menu_order");--> statement-breakpoint
CREATE UNIQUE INDEX "product_variations_key_idx" ON "product_variations" USING btree ("product_id","attribute_key");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ("price_pence","id");--> statement-breakpoint
CREATE INDEX "products_created_idx" ON "products" USING btree ("created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "products_name_idx" ON "products" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE INDEX "products_featured_idx" ON "products" USING btree ("featured" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_vector");