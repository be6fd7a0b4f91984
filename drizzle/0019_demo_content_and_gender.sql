ALTER TABLE "authors" ADD COLUMN "gender" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "authors" ADD COLUMN "demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "topics" ADD COLUMN "demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "gender" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "authors" ADD CONSTRAINT "authors_gender_check" CHECK ("authors"."gender" IN ('', 'female', 'male'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_gender_check" CHECK ("users"."gender" IN ('', 'female', 'male'));--> statement-breakpoint
-- The demo content already seeded on earlier starts, as long as nobody has saved it since
-- (docs/content.md, "Demo content"): the posts nobody saved, the authors and topics never edited.
UPDATE "posts" SET "demo" = true WHERE "created_by" IS NULL AND "slug" IN ('تحسين-محركات-البحث-باللغة-العربية-لعملاء-الخليج', 'arabic-seo-how-gulf-customers-search', 'building-a-bilingual-brand-identity-arabic-english', 'moving-to-the-cloud-with-data-residency-in-mind', 'المرحلة-الثانية-من-الفوترة-الإلكترونية-وأنظمة-تخطيط-الموارد', 'قائمة-إطلاق-متجر-إلكتروني-في-السعودية', 'launching-an-online-store-in-saudi-arabia-checklist', 'تخطيط-تطبيق-جوال-لمستخدمي-الخليج', 'planning-a-mobile-app-for-gulf-users', 'دليل-عملي-لضوابط-الأمن-السيبراني-الأساسية', 'getting-started-with-nca-essential-cybersecurity-controls', 'تهيئة-منشأتك-لنظام-حماية-البيانات-الشخصية', 'preparing-your-business-for-saudi-pdpl', 'التصيد-الاحتيالي-في-الخليج-وتدريب-الموظفين', 'phishing-in-the-gulf-how-attacks-look-and-how-to-train-employees') AND NOT EXISTS (SELECT 1 FROM "post_revisions" WHERE "post_revisions"."post_id" = "posts"."id" AND "post_revisions"."saved_by" IS NOT NULL);--> statement-breakpoint
UPDATE "authors" SET "demo" = true WHERE "slug" IN ('noura-alqahtani', 'omar-alharbi', 'sara-alotaibi') AND "updated_at" = "created_at";--> statement-breakpoint
UPDATE "authors" SET "gender" = 'female' WHERE "demo" AND "slug" IN ('noura-alqahtani', 'sara-alotaibi');--> statement-breakpoint
UPDATE "authors" SET "gender" = 'male' WHERE "demo" AND "slug" = 'omar-alharbi';--> statement-breakpoint
UPDATE "topics" SET "demo" = true WHERE "slug" IN ('cybersecurity', 'compliance', 'software-development', 'e-commerce', 'digital-marketing', 'cloud') AND "updated_at" = "created_at";
