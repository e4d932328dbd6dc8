CREATE TABLE "applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"job_id" integer NOT NULL,
	"status" varchar(20) DEFAULT 'in_progress' NOT NULL,
	"first_name" varchar(100) NOT NULL,
	"last_name" varchar(100) NOT NULL,
	"mobile" varchar(20) NOT NULL,
	"home_phone" varchar(30),
	"postal_code" varchar(7) NOT NULL,
	"is_over_21" smallint NOT NULL,
	"has_class1_license" smallint NOT NULL,
	"has_twic_card" smallint NOT NULL,
	"eligible_fast_card" smallint NOT NULL,
	"has_1yr_experience" smallint NOT NULL,
	"live_in_canada" smallint NOT NULL,
	"mountain_experience_years" integer NOT NULL,
	"convicted_felony_7yrs" smallint NOT NULL,
	"felony_date" date,
	"felony_details" text,
	"convicted_dui_dwi" smallint NOT NULL,
	"dui_date" date,
	"dui_details" text,
	"resume_upload_id" integer,
	"submitted_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "positions" (
	"p_id" serial PRIMARY KEY NOT NULL,
	"p_position_title" varchar(200) NOT NULL,
	"p_position_number" varchar(50) NOT NULL,
	"p_openings" integer,
	"p_closing_date" date,
	"p_dangerous_goods" boolean DEFAULT false NOT NULL,
	"p_route_description" text,
	"p_landing_page_desc" text DEFAULT '' NOT NULL,
	"p_landing_page_sell" jsonb NOT NULL,
	"p_visible_info" jsonb NOT NULL,
	"p_org_unit" varchar(200),
	"p_position_type" varchar(100),
	"p_city" varchar(100),
	"p_province" varchar(100),
	"p_status" varchar(10) DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" varchar(30) NOT NULL,
	"filename" varchar(100) NOT NULL,
	"original_name" varchar(255) NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_job_id_positions_p_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."positions"("p_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_resume_upload_id_uploads_id_fk" FOREIGN KEY ("resume_upload_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "applications_one_active_idx" ON "applications" USING btree ("user_id") WHERE "applications"."status" in ('in_progress', 'submitted');--> statement-breakpoint
CREATE INDEX "applications_job_idx" ON "applications" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "applications_user_idx" ON "applications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "positions_number_idx" ON "positions" USING btree ("p_position_number");--> statement-breakpoint
CREATE INDEX "positions_open_idx" ON "positions" USING btree ("p_status","p_closing_date");--> statement-breakpoint
CREATE UNIQUE INDEX "uploads_filename_idx" ON "uploads" USING btree ("filename");--> statement-breakpoint
CREATE INDEX "uploads_user_idx" ON "uploads" USING btree ("user_id","kind");--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "pipeline_status";