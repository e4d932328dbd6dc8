ALTER TABLE "privacy_export_links" ADD COLUMN "zip" "bytea";--> statement-breakpoint
ALTER TABLE "privacy_export_links" ADD COLUMN "ready_at" timestamp with time zone;