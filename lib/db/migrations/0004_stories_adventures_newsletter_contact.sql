CREATE TABLE "adventures" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"content_html" text NOT NULL,
	"location" text NOT NULL,
	"region" text NOT NULL,
	"activity_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"difficulty" text NOT NULL,
	"duration" text NOT NULL,
	"best_time_to_visit" text NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"featured" boolean DEFAULT false NOT NULL,
	"what_to_bring" text[] DEFAULT '{}'::text[] NOT NULL,
	"seasonal_advice" text NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "adventures_slug_unique" UNIQUE("slug"),
	CONSTRAINT "adventures_coordinates" CHECK (("adventures"."latitude" IS NULL) = ("adventures"."longitude" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"excerpt" text NOT NULL,
	"body_html" text NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"modified_at" timestamp with time zone,
	"read_time_minutes" integer NOT NULL,
	"keywords" text[] DEFAULT '{}'::text[] NOT NULL,
	"product_slugs" text[] DEFAULT '{}'::text[] NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "articles_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"emailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscribers" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_subscribers_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE INDEX "adventures_region_idx" ON "adventures" USING btree ("region");--> statement-breakpoint
CREATE INDEX "articles_published_idx" ON "articles" USING btree ("published_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "articles_featured_idx" ON "articles" USING btree ("featured","published_at" DESC NULLS LAST);