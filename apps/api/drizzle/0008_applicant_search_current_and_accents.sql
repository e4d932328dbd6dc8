-- The applicants search ignores case and accents ("marie-eve" finds Marie-Ève). unaccent is a trusted
-- extension (PostgreSQL 13+); it is only STABLE, so an IMMUTABLE wrapper naming its dictionary lets
-- stored generated columns use it (folded once per write, never per search). The names are
-- schema-qualified so the columns never depend on search_path.
CREATE EXTENSION IF NOT EXISTS unaccent WITH SCHEMA public;--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.search_fold(text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, $1)) $$;--> statement-breakpoint
DROP INDEX "applications_mobile_trgm_idx";--> statement-breakpoint
DROP INDEX "applications_mobile_prefix_idx";--> statement-breakpoint
DROP INDEX "applications_full_name_trgm_idx";--> statement-breakpoint
DROP INDEX "applications_first_name_prefix_idx";--> statement-breakpoint
DROP INDEX "applications_last_name_prefix_idx";--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "search_first_name" text GENERATED ALWAYS AS (search_fold("first_name")) STORED;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "search_last_name" text GENERATED ALWAYS AS (search_fold("last_name")) STORED;--> statement-breakpoint
CREATE INDEX "users_mobile_trgm_idx" ON "users" USING gin ("mobile" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_mobile_prefix_idx" ON "users" USING btree ("mobile" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "applications_full_name_trgm_idx" ON "applications" USING gin (("search_first_name" || ' ' || "search_last_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "applications_first_name_prefix_idx" ON "applications" USING btree ("search_first_name" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "applications_last_name_prefix_idx" ON "applications" USING btree ("search_last_name" text_pattern_ops);