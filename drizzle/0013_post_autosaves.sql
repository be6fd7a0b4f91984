CREATE TABLE "post_autosaves" (
	"id" serial PRIMARY KEY NOT NULL,
	"post_id" integer,
	"user_id" integer NOT NULL,
	"form" jsonb NOT NULL,
	"base_version" integer,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "post_autosaves_user_post_unique" UNIQUE NULLS NOT DISTINCT("user_id","post_id")
);
--> statement-breakpoint
ALTER TABLE "post_autosaves" ADD CONSTRAINT "post_autosaves_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_autosaves" ADD CONSTRAINT "post_autosaves_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;