CREATE TABLE "licenses" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"application_id" integer NOT NULL,
	"dl_status" varchar(10) NOT NULL,
	"entry_key" uuid,
	"dl_country" varchar(200) NOT NULL,
	"dl_province" varchar(200) NOT NULL,
	"dl_license_no" varchar(30) NOT NULL,
	"dl_class" jsonb NOT NULL,
	"dl_condition" jsonb NOT NULL,
	"dl_expdate" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "onboarding_forms" (
	"application_id" integer PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"dob" date NOT NULL,
	"address1" varchar(200) NOT NULL,
	"address2" varchar(200),
	"country" varchar(200) NOT NULL,
	"province" varchar(200) NOT NULL,
	"city" varchar(200) NOT NULL,
	"postal_code" varchar(12) NOT NULL,
	"refer_status" varchar(3) NOT NULL,
	"refer_by" text,
	"dq_legal_right_canada" varchar(3) NOT NULL,
	"dq_legal_right_us" varchar(3) NOT NULL,
	"dq_previous_nwt_employee" varchar(3) NOT NULL,
	"dq_previous_nwt_from" date,
	"dq_previous_nwt_to" date,
	"canada_doc_type" varchar(20),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "qualifications" (
	"application_id" integer PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"dq_conviction" varchar(3) NOT NULL,
	"dq_conviction_date" date,
	"dq_fast_card" varchar(3) NOT NULL,
	"dq_fast_card_no" varchar(30),
	"dq_fast_card_expiry" date,
	"dq_fast_card_revoked" varchar(3) NOT NULL,
	"dq_fast_card_revoked_date" date,
	"dq_fast_card_revoked_detail" text,
	"dq_accidents_last5yr" varchar(3) NOT NULL,
	"dq_accidents_last5yr_date" date,
	"dq_accidents_last5yr_detail" text,
	"dq_violations_last3yr" varchar(3) NOT NULL,
	"dq_violations_last3yr_date" date,
	"dq_violations_last3yr_detail" text,
	"dq_physical_condition" varchar(3) NOT NULL,
	"dq_physical_condition_detail" text,
	"dq_lift_40lb" varchar(3) NOT NULL,
	"dq_training" varchar(3) NOT NULL,
	"dq_trainings" jsonb NOT NULL,
	"dq_safe_driving_awards" varchar(3) NOT NULL,
	"dq_awards" jsonb NOT NULL,
	"dq_commercial_license_date" date NOT NULL,
	"dq_license_denied" varchar(3) NOT NULL,
	"dq_denied_explanation" text,
	"dq_abstract_clean" varchar(3) NOT NULL,
	"dq_abstract_explanation" text,
	"dq_license_suspended" varchar(3) NOT NULL,
	"dq_suspended_explanation" text,
	"dq_education" integer NOT NULL,
	"dq_school" varchar(200) NOT NULL,
	"dq_experience" varchar(200),
	"dq_exp_detail" text,
	"dq_reg_travelled" jsonb NOT NULL,
	"dq_equip_operated" jsonb NOT NULL,
	"dq_equip_operated_detail" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "work_histories" (
	"wh_id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"application_id" integer NOT NULL,
	"entry_key" uuid NOT NULL,
	"wh_type" varchar(20) NOT NULL,
	"wh_position" varchar(200),
	"wh_comm_vehicle" varchar(3),
	"wh_comm_vehicle_types" jsonb NOT NULL,
	"wh_name" varchar(200),
	"wh_address1" varchar(200),
	"wh_address2" varchar(200),
	"wh_city" varchar(200),
	"wh_province" varchar(200),
	"wh_country" varchar(200),
	"wh_postcode" varchar(12),
	"wh_confname" varchar(200),
	"wh_conlname" varchar(200),
	"wh_contact_position" varchar(200),
	"wh_phone" varchar(30),
	"wh_email" varchar(254),
	"wh_datefrom" date NOT NULL,
	"wh_dateto" date,
	"wh_status" varchar(3) NOT NULL,
	"wh_terminated" varchar(3),
	"wh_reason" text,
	"wh_graduated" varchar(3),
	"wh_gpa" varchar(10),
	"wh_hours_of_instruction" smallint,
	"wh_branch_service" varchar(20),
	"wh_military_rank" varchar(200),
	"wh_safety_sensitive" varchar(3),
	"wh_transport_regulation" varchar(3),
	"wh_skills" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "draft" jsonb;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "draft_step" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "draft_updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "doc_type" varchar(20);--> statement-breakpoint
ALTER TABLE "licenses" ADD CONSTRAINT "licenses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licenses" ADD CONSTRAINT "licenses_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_forms" ADD CONSTRAINT "onboarding_forms_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_forms" ADD CONSTRAINT "onboarding_forms_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qualifications" ADD CONSTRAINT "qualifications_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qualifications" ADD CONSTRAINT "qualifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qualifications" ADD CONSTRAINT "qualifications_dq_education_highest_education_he_id_fk" FOREIGN KEY ("dq_education") REFERENCES "public"."highest_education"("he_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_histories" ADD CONSTRAINT "work_histories_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_histories" ADD CONSTRAINT "work_histories_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "licenses_one_primary_idx" ON "licenses" USING btree ("application_id") WHERE "licenses"."dl_status" = 'primary';--> statement-breakpoint
CREATE UNIQUE INDEX "licenses_entry_idx" ON "licenses" USING btree ("application_id","entry_key");--> statement-breakpoint
CREATE INDEX "licenses_user_idx" ON "licenses" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "work_histories_entry_idx" ON "work_histories" USING btree ("application_id","entry_key");--> statement-breakpoint
CREATE INDEX "work_histories_user_idx" ON "work_histories" USING btree ("user_id","wh_datefrom");