CREATE TABLE "sign_in_sources" (
	"account" text NOT NULL,
	"source" text NOT NULL,
	"last_success_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sign_in_sources_account_source_pk" PRIMARY KEY("account","source")
);
