CREATE TABLE "match_versions" (
	"uid" text PRIMARY KEY NOT NULL,
	"fingerprint" text NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL
);
