CREATE TABLE "draw_drafts" (
	"id" serial PRIMARY KEY NOT NULL,
	"year" integer NOT NULL,
	"zone" text NOT NULL,
	"divisions" jsonb NOT NULL,
	"revision" integer NOT NULL,
	"link_id" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "draw_placements" (
	"id" serial PRIMARY KEY NOT NULL,
	"year" integer NOT NULL,
	"competition" text NOT NULL,
	"school" text NOT NULL,
	"zone" text NOT NULL,
	"link_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "draw_drafts_zone" ON "draw_drafts" USING btree ("year","zone");--> statement-breakpoint
CREATE UNIQUE INDEX "draw_placements_school" ON "draw_placements" USING btree ("year","competition","school");