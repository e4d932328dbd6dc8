ALTER TABLE "positions" ADD COLUMN "p_route_description_fr" text;--> statement-breakpoint
ALTER TABLE "positions" ADD COLUMN "p_position_type_fr" varchar(100);--> statement-breakpoint
ALTER TABLE "positions" ADD COLUMN "p_landing_page_sell_fr" jsonb;