ALTER TABLE "media" ADD COLUMN "content_hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "media_content_hash_unique" ON "media" USING btree ("content_hash");