ALTER TABLE "clearinghouse_checks" ADD COLUMN "consent_language" varchar(2) DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "clearinghouse_checks" ADD COLUMN "consent_translation" jsonb;