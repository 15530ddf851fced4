CREATE TABLE "draw_settings" (
	"year" integer PRIMARY KEY NOT NULL,
	"settings" jsonb NOT NULL,
	"revision" integer NOT NULL,
	"link_id" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
