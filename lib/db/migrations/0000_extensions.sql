-- pg_trgm finds catalogue words close to a misspelt search term ("tarten" -> "tartan").
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- Generated columns may only call immutable functions; array_to_string is merely stable.
CREATE OR REPLACE FUNCTION immutable_array_to_text(text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT array_to_string($1, ' ') $$;
