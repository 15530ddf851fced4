CREATE TABLE "used_proofs" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "entry_requests_hash";--> statement-breakpoint
ALTER TABLE "entry_requests" ADD COLUMN "next_forward_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "entry_requests" ADD COLUMN "forward_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "entry_requests" ADD COLUMN "forward_error" text;--> statement-breakpoint
CREATE INDEX "used_proofs_expires" ON "used_proofs" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "entry_requests_outbox" ON "entry_requests" USING btree ("next_forward_at");--> statement-breakpoint
CREATE UNIQUE INDEX "entry_requests_hash" ON "entry_requests" USING btree ("hash");