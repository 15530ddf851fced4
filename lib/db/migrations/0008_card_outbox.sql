CREATE TABLE "card_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"link_hash" text NOT NULL,
	"year" integer NOT NULL,
	"match_key" text NOT NULL,
	"kind" text NOT NULL,
	"boards" jsonb,
	"players" jsonb,
	"comment" text,
	"version" integer,
	"photo" "bytea",
	"sent_at" timestamp with time zone NOT NULL,
	"forwarded_at" timestamp with time zone,
	"next_forward_at" timestamp with time zone,
	"forward_attempts" integer DEFAULT 0 NOT NULL,
	"forward_error" text,
	"refusal" text,
	CONSTRAINT "card_outbox_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE INDEX "card_outbox_due" ON "card_outbox" USING btree ("next_forward_at");--> statement-breakpoint
CREATE INDEX "card_outbox_link" ON "card_outbox" USING btree ("link_hash","year");