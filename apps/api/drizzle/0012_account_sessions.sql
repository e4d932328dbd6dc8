ALTER TABLE "users" ADD COLUMN "pending_email" varchar(254);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "sessions_valid_after" timestamp (3) with time zone;