-- Rows already logged get a fingerprint of their own (they are never folded) and were last seen when logged.
ALTER TABLE "error_logs" ADD COLUMN "fingerprint" text;--> statement-breakpoint
UPDATE "error_logs" SET "fingerprint" = 'before-0002-' || "id";--> statement-breakpoint
ALTER TABLE "error_logs" ALTER COLUMN "fingerprint" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "error_logs" ADD COLUMN "count" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "error_logs" ADD COLUMN "last_seen_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "error_logs" SET "last_seen_at" = "created_at";--> statement-breakpoint
CREATE UNIQUE INDEX "error_logs_fingerprint" ON "error_logs" USING btree ("fingerprint");--> statement-breakpoint
CREATE INDEX "error_logs_last_seen" ON "error_logs" USING btree ("last_seen_at");
