CREATE TABLE "mail_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"school" text NOT NULL,
	"cadence" text DEFAULT 'each' NOT NULL,
	"consented_at" timestamp with time zone,
	"year" integer NOT NULL,
	"pending" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "mail_subscriptions_email_school" ON "mail_subscriptions" USING btree ("email","school");