ALTER TABLE "mail_messages" ADD COLUMN "language" varchar(2) DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "positions" ADD COLUMN "p_position_title_fr" varchar(200);--> statement-breakpoint
ALTER TABLE "positions" ADD COLUMN "p_landing_page_desc_fr" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "language" varchar(2) DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "language_chosen_at" timestamp with time zone;