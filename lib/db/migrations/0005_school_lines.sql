CREATE TABLE "school_lines" (
	"season_id" integer NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"listed" boolean NOT NULL,
	"address" text,
	"summary" jsonb,
	CONSTRAINT "school_lines_season_id_slug_pk" PRIMARY KEY("season_id","slug")
);
--> statement-breakpoint
ALTER TABLE "seasons" ADD COLUMN "school_lines_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "school_lines" ADD CONSTRAINT "school_lines_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "school_lines_slug" ON "school_lines" USING btree ("slug");