CREATE TABLE "divisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"season_id" integer NOT NULL,
	"position" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"no" integer NOT NULL,
	"zone_code" text NOT NULL,
	"grade" text NOT NULL,
	"draw" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "entry_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"year" integer NOT NULL,
	"mode" text NOT NULL,
	"hash" text,
	"school_name" text NOT NULL,
	"request" jsonb NOT NULL,
	"total_teams" integer NOT NULL,
	"fee_cents" integer NOT NULL,
	"ip_address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"forwarded_at" timestamp with time zone,
	CONSTRAINT "entry_requests_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "error_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"site" text NOT NULL,
	"error" text NOT NULL,
	"uri" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "finals_grids" (
	"id" serial PRIMARY KEY NOT NULL,
	"season_id" integer NOT NULL,
	"position" integer NOT NULL,
	"competition" text NOT NULL,
	"grade" text NOT NULL,
	"stage" text NOT NULL,
	"value" text NOT NULL,
	"division" text,
	"grid" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"position" integer NOT NULL,
	"mode" text NOT NULL,
	"hash" text NOT NULL,
	"submitted" boolean NOT NULL,
	"coordinators" jsonb NOT NULL,
	CONSTRAINT "invitations_hash_unique" UNIQUE("hash")
);
--> statement-breakpoint
CREATE TABLE "regions" (
	"id" serial PRIMARY KEY NOT NULL,
	"season_id" integer NOT NULL,
	"position" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"metro" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "round_robin_finals" (
	"season_id" integer PRIMARY KEY NOT NULL,
	"draw" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "schools" (
	"id" serial PRIMARY KEY NOT NULL,
	"season_id" integer NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"suburb" text NOT NULL,
	"state" text NOT NULL,
	"postcode" text NOT NULL,
	"postal_address" text,
	"postal_suburb" text,
	"postal_state" text,
	"postal_postcode" text,
	"phone" text NOT NULL,
	"fax" text,
	"location_of_chess_room" text,
	"metro" text NOT NULL,
	"competition" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "season_entries" (
	"season_id" integer NOT NULL,
	"mode" text NOT NULL,
	"cutoff_date" date,
	"commence_date" date,
	"invitation_active" boolean NOT NULL,
	"price_cents" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seasons" (
	"id" serial PRIMARY KEY NOT NULL,
	"year" integer NOT NULL,
	"active" boolean NOT NULL,
	"published" boolean NOT NULL,
	"demo" boolean NOT NULL,
	"info_block_hidden" boolean NOT NULL,
	"home_white_boards" jsonb NOT NULL,
	"history" jsonb NOT NULL,
	"notes" jsonb,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seasons_year_unique" UNIQUE("year")
);
--> statement-breakpoint
CREATE TABLE "zones" (
	"id" serial PRIMARY KEY NOT NULL,
	"season_id" integer NOT NULL,
	"position" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"region_code" text NOT NULL,
	"competition" text NOT NULL,
	"scorer_name" text,
	"scorer_email" text
);
--> statement-breakpoint
ALTER TABLE "divisions" ADD CONSTRAINT "divisions_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finals_grids" ADD CONSTRAINT "finals_grids_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regions" ADD CONSTRAINT "regions_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "round_robin_finals" ADD CONSTRAINT "round_robin_finals_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schools" ADD CONSTRAINT "schools_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_entries" ADD CONSTRAINT "season_entries_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zones" ADD CONSTRAINT "zones_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "divisions_season_code" ON "divisions" USING btree ("season_id","code");--> statement-breakpoint
CREATE INDEX "divisions_season_zone_grade" ON "divisions" USING btree ("season_id","zone_code","grade");--> statement-breakpoint
CREATE INDEX "entry_requests_year" ON "entry_requests" USING btree ("year");--> statement-breakpoint
CREATE INDEX "entry_requests_hash" ON "entry_requests" USING btree ("hash");--> statement-breakpoint
CREATE INDEX "finals_grids_lookup" ON "finals_grids" USING btree ("season_id","competition","grade","stage","value");--> statement-breakpoint
CREATE INDEX "invitations_school" ON "invitations" USING btree ("school_id");--> statement-breakpoint
CREATE UNIQUE INDEX "regions_season_code" ON "regions" USING btree ("season_id","code");--> statement-breakpoint
CREATE INDEX "schools_season_name" ON "schools" USING btree ("season_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "season_entries_season_mode" ON "season_entries" USING btree ("season_id","mode");--> statement-breakpoint
CREATE UNIQUE INDEX "zones_season_code" ON "zones" USING btree ("season_id","code");