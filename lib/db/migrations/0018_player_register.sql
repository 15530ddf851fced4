CREATE TABLE "player_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"player_id" integer NOT NULL,
	"kind" text NOT NULL,
	"shown" text,
	"link_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_events_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "players" (
	"id" serial PRIMARY KEY NOT NULL,
	"year" integer NOT NULL,
	"school" text NOT NULL,
	"name" text,
	"school_year" text NOT NULL,
	"rating_id" text,
	"shown" text DEFAULT 'none' NOT NULL,
	"shown_by" integer,
	"shown_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "player_events" ADD CONSTRAINT "player_events_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "player_events_player" ON "player_events" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "players_school" ON "players" USING btree ("year","school");--> statement-breakpoint
CREATE UNIQUE INDEX "players_live_name" ON "players" USING btree ("year","school",lower("name")) WHERE "players"."removed_at" is null;