CREATE TABLE "season_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"year" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"items" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "divisions" ADD COLUMN "fingerprint" text;--> statement-breakpoint
ALTER TABLE "finals_grids" ADD COLUMN "fingerprint" text;--> statement-breakpoint
ALTER TABLE "seasons" ADD COLUMN "notices" jsonb;--> statement-breakpoint
CREATE UNIQUE INDEX "season_changes_year_at" ON "season_changes" USING btree ("year","at");