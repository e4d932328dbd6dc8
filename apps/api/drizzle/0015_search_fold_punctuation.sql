-- Searches and the signature's name check fold punctuation as a space, as they fold case and
-- accents ("marie eve" finds Marie-Ève, "o neil" finds O'Neil), the same way as foldName in
-- packages/shared (a test compares the two). Hyphens, dashes, apostrophes, quotes, periods, commas
-- and underscores are the separators names use; other characters are kept, so a name in any script
-- still folds to itself. The stored folded names are recomputed by rewriting each name.
CREATE OR REPLACE FUNCTION public.search_fold(text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT btrim(regexp_replace(lower(public.unaccent('public.unaccent'::regdictionary, $1)), '[[:space:]''"’‘.,_‐‑–—-]+', ' ', 'g')) $$;--> statement-breakpoint
UPDATE "applications" SET "first_name" = "first_name";
