ALTER TABLE "employer_verifications" ADD COLUMN "review_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "employer_verifications" ADD COLUMN "review_due" date;--> statement-breakpoint
ALTER TABLE "employer_verifications" ADD COLUMN "released_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "employer_verifications" ADD COLUMN "released_by" integer;--> statement-breakpoint
ALTER TABLE "employer_verifications" ADD COLUMN "correction_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "employer_verifications" ADD COLUMN "correction_text" text;--> statement-breakpoint
ALTER TABLE "employer_verifications" ADD COLUMN "rebuttal_text" text;--> statement-breakpoint
ALTER TABLE "employer_verifications" ADD COLUMN "rebuttal_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "employer_verifications" ADD CONSTRAINT "employer_verifications_released_by_users_id_fk" FOREIGN KEY ("released_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;