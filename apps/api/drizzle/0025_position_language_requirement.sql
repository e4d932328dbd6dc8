ALTER TABLE "positions" ADD COLUMN "p_language_requirement" varchar(500);--> statement-breakpoint
ALTER TABLE "positions" ADD COLUMN "p_language_requirement_fr" varchar(500);--> statement-breakpoint
ALTER TABLE "positions" ADD COLUMN "p_language_reason" varchar(500);--> statement-breakpoint
ALTER TABLE "positions" ADD COLUMN "p_language_reason_fr" varchar(500);