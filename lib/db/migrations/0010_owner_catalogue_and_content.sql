CREATE TABLE "pictures" (
	"id" serial PRIMARY KEY NOT NULL,
	"digest" text NOT NULL,
	"content_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"byte_size" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pictures_digest_unique" UNIQUE("digest"),
	CONSTRAINT "pictures_dimensions_positive" CHECK ("pictures"."width" > 0 AND "pictures"."height" > 0 AND "pictures"."byte_size" > 0)
);
--> statement-breakpoint
CREATE TABLE "slug_redirects" (
	"kind" text NOT NULL,
	"old_slug" text NOT NULL,
	"target_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "slug_redirects_kind_old_slug_pk" PRIMARY KEY("kind","old_slug"),
	CONSTRAINT "slug_redirects_kind_known" CHECK ("slug_redirects"."kind" IN ('product', 'story', 'adventure'))
);
--> statement-breakpoint
ALTER TABLE "adventures" ADD COLUMN "distance" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "adventures" ADD COLUMN "content_markdown" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "adventures" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "body_markdown" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "visible" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "description_source" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "regions_chosen" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "slug_redirects_target_idx" ON "slug_redirects" USING btree ("kind","target_id");