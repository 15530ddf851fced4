CREATE TABLE "card_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"year" integer NOT NULL,
	"division" text NOT NULL,
	"round" integer NOT NULL,
	"home" integer NOT NULL,
	"away" integer NOT NULL,
	"home_team" text NOT NULL,
	"away_team" text NOT NULL,
	"kind" text NOT NULL,
	"side" text NOT NULL,
	"link_id" integer,
	"boards" jsonb,
	"players" jsonb,
	"comment" text,
	"photo_id" integer,
	"ref_event_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "card_events_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "card_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"year" integer NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "private_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"year" integer NOT NULL,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"token_hash" text NOT NULL,
	"salt" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "private_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE INDEX "card_events_match" ON "card_events" USING btree ("year","division","round","home","away");--> statement-breakpoint
CREATE INDEX "card_events_kind" ON "card_events" USING btree ("year","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "private_links_live" ON "private_links" USING btree ("year","kind","subject") WHERE "private_links"."revoked_at" is null;