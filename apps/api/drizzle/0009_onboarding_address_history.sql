ALTER TABLE "onboarding_forms" ADD COLUMN "address_since" date;--> statement-breakpoint
ALTER TABLE "onboarding_forms" ADD COLUMN "address_history" jsonb DEFAULT '[]'::jsonb NOT NULL;