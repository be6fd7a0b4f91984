CREATE TABLE "contact_submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"address_key" text NOT NULL,
	"network_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sign_in_sources" (
	"account" text NOT NULL,
	"source" text NOT NULL,
	"last_success_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sign_in_sources_account_source_pk" PRIMARY KEY("account","source")
);
--> statement-breakpoint
CREATE TABLE "used_form_tokens" (
	"token_id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "review_reason" text;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "created_by" integer;--> statement-breakpoint
CREATE INDEX "contact_submissions_address_idx" ON "contact_submissions" USING btree ("address_key","created_at");--> statement-breakpoint
CREATE INDEX "contact_submissions_network_idx" ON "contact_submissions" USING btree ("network_key","created_at");--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;