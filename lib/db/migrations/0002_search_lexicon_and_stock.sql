-- Every distinct catalogue word, so a misspelt search term can be mapped to words that exist
-- (trigram similarity over a few thousand words instead of over every product's text).
-- Names are schema-qualified: PostgreSQL 17+ builds and refreshes materialized views with a safe
-- search_path that leaves out public.
CREATE MATERIALIZED VIEW "search_lexicon" AS
  SELECT word
  FROM ts_stat($$
    SELECT to_tsvector('simple', name || ' ' || public.immutable_array_to_text(tags) || ' ' || description_text)
    FROM public.products
  $$)
  WHERE length(word) >= 3 AND word ~ '^[a-z]+$';
--> statement-breakpoint
CREATE UNIQUE INDEX "search_lexicon_word_idx" ON "search_lexicon" ("word");
--> statement-breakpoint
CREATE INDEX "search_lexicon_trgm_idx" ON "search_lexicon" USING gin ("word" gin_trgm_ops);
--> statement-breakpoint
-- in_stock is derived data kept in the database itself, so no writer (seed, orders, stock release)
-- can forget to update it.
CREATE OR REPLACE FUNCTION products_derive_in_stock() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.type = 'simple' THEN
    NEW.in_stock := coalesce(NEW.stock_quantity, 0) > 0;
  ELSE
    NEW.in_stock := EXISTS (
      SELECT 1 FROM product_variations v WHERE v.product_id = NEW.id AND v.stock_quantity > 0
    );
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_in_stock_trigger
  BEFORE INSERT OR UPDATE OF stock_quantity, type ON products
  FOR EACH ROW EXECUTE FUNCTION products_derive_in_stock();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_variations_refresh_in_stock() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed_product integer := CASE WHEN TG_OP = 'DELETE' THEN OLD.product_id ELSE NEW.product_id END;
BEGIN
  UPDATE products p
     SET in_stock = EXISTS (
       SELECT 1 FROM product_variations v WHERE v.product_id = p.id AND v.stock_quantity > 0
     )
   WHERE p.id = changed_product AND p.type = 'variable';
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER product_variations_in_stock_trigger
  AFTER INSERT OR DELETE OR UPDATE OF stock_quantity ON product_variations
  FOR EACH ROW EXECUTE FUNCTION product_variations_refresh_in_stock();
