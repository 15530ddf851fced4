ALTER TABLE "entry_requests" ADD COLUMN "school_key" text;--> statement-breakpoint
ALTER TABLE "entry_requests" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "entry_requests" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "entry_requests" ADD COLUMN "first_id" integer;--> statement-breakpoint
ALTER TABLE "entry_requests" ADD COLUMN "receipt" text;--> statement-breakpoint
-- Requests stored before: each its own application, with its id as its reference (0000-0042) and no confirmation page.
UPDATE "entry_requests" SET
	"school_key" = regexp_replace(lower(trim("school_name")), '\s+', ' ', 'g'),
	"reference" = substr(lpad("id"::text, 8, '0'), 1, 4) || '-' || substr(lpad("id"::text, 8, '0'), 5, 4);--> statement-breakpoint
ALTER TABLE "entry_requests" ALTER COLUMN "school_key" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "entry_requests" ALTER COLUMN "reference" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "entry_requests_school" ON "entry_requests" USING btree ("year","mode","school_key");--> statement-breakpoint
CREATE UNIQUE INDEX "entry_requests_version" ON "entry_requests" USING btree ("reference","version");--> statement-breakpoint
ALTER TABLE "entry_requests" ADD CONSTRAINT "entry_requests_receipt_unique" UNIQUE("receipt");
