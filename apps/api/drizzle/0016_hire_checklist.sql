CREATE TABLE "clearinghouse_checks" (
	"application_id" integer PRIMARY KEY NOT NULL,
	"consent_typed_name" varchar(200),
	"consent_signed_at" timestamp with time zone,
	"consent_ip" varchar(64),
	"consent_user_agent" text,
	"consent_text_version" varchar(100),
	"consent_snapshot" text,
	"consent_snapshot_sha256" varchar(64),
	"full_query_approved_on" date,
	"queried_on" date,
	"result" varchar(20),
	"result_filename" varchar(100),
	"result_original_name" varchar(255),
	"result_size_bytes" integer,
	"result_uploaded_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN IF NOT EXISTS "hired_on" date;--> statement-breakpoint
ALTER TABLE "positions" ADD COLUMN "p_requires_cdl" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "can_view_investigations" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "clearinghouse_checks" ADD CONSTRAINT "clearinghouse_checks_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;