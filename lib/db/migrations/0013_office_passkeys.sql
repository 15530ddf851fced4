CREATE TABLE "office_actions" (
	"id" serial PRIMARY KEY NOT NULL,
	"link_id" integer NOT NULL,
	"action" text NOT NULL,
	"subject" text NOT NULL,
	"seen" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "office_challenges" (
	"id" serial PRIMARY KEY NOT NULL,
	"challenge" text NOT NULL,
	"kind" text NOT NULL,
	"link_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "office_challenges_challenge_unique" UNIQUE("challenge")
);
--> statement-breakpoint
CREATE TABLE "office_passkeys" (
	"id" text PRIMARY KEY NOT NULL,
	"public_key" "bytea" NOT NULL,
	"counter" integer DEFAULT 0 NOT NULL,
	"transports" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"label" text NOT NULL,
	"link_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "office_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_hash" text NOT NULL,
	"link_id" integer NOT NULL,
	"passkey_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "office_sessions_id_hash_unique" UNIQUE("id_hash")
);
--> statement-breakpoint
ALTER TABLE "entry_requests" ADD COLUMN "decision" text;--> statement-breakpoint
ALTER TABLE "entry_requests" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "entry_requests" ADD COLUMN "decided_by" integer;--> statement-breakpoint
CREATE INDEX "office_challenges_expiry" ON "office_challenges" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "office_sessions_expiry" ON "office_sessions" USING btree ("expires_at");