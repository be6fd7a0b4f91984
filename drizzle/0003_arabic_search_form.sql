-- Arabic text as search compares it: NFKC, no diacritics or tatweel, one alef, taa marbuta as haa,
-- alef maqsura as yaa, and the article (ال, also after و ب ك ف, and لل) taken off each word, so
-- that "المرحله" and "المرحلة", "فوترة" and "الفوترة" reach the stemmer as the same word.
-- Mirrored in TypeScript by arabicSearchForm() in src/server/search/post-query.ts (tested equal).
CREATE OR REPLACE FUNCTION arabic_search_form(input text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$ SELECT regexp_replace(translate(regexp_replace(normalize(input, NFKC), '[\u064B-\u065F\u0670\u0640]', '', 'g'), 'أإآٱةى', 'ااااهي'), '(^|[^\u0621-\u064A0-9A-Za-z])(وال|بال|كال|فال|لل|ال)(ال)?(?=[\u0621-\u064A]{2})', '\1', 'g') $$;--> statement-breakpoint
ALTER TABLE "posts" drop column "search_vector";--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (CASE WHEN locale = 'ar' THEN setweight(to_tsvector('arabic'::regconfig, arabic_search_form(coalesce(title, ''))), 'A') || setweight(to_tsvector('arabic'::regconfig, arabic_search_form(coalesce(meta_description, ''))), 'B') || setweight(to_tsvector('arabic'::regconfig, arabic_search_form(coalesce(plain_text, ''))), 'C') ELSE setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(meta_description, '')), 'B') || setweight(to_tsvector('english'::regconfig, coalesce(plain_text, '')), 'C') END) STORED;--> statement-breakpoint
CREATE INDEX "posts_search_idx" ON "posts" USING gin ("search_vector");
