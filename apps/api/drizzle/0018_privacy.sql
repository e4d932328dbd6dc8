CREATE TABLE "confidentiality_incidents" (
	"id" serial PRIMARY KEY NOT NULL,
	"description" text NOT NULL,
	"occurred_from" date NOT NULL,
	"occurred_to" date,
	"learned_on" date NOT NULL,
	"people_count" integer NOT NULL,
	"risk_assessment" text NOT NULL,
	"serious_injury_risk" boolean NOT NULL,
	"regulator_notified_on" date,
	"people_notified_on" date,
	"measures" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "legal_holds" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"record_type" varchar(30),
	"reason" text NOT NULL,
	"until" date,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lifted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "privacy_consents" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"purpose" varchar(20) NOT NULL,
	"text_version" varchar(100) NOT NULL,
	"granted_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone,
	"renewal_requested_at" timestamp with time zone,
	"withdrawn_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "privacy_export_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "privacy_file_deletions" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer,
	"folder" varchar(20) NOT NULL,
	"filename" varchar(100) NOT NULL,
	"tries" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "privacy_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"kind" varchar(20) NOT NULL,
	"source" varchar(20) DEFAULT 'driver' NOT NULL,
	"status" varchar(20) DEFAULT 'received' NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"due_on" date NOT NULL,
	"erase_after" timestamp with time zone,
	"held" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"application_id" integer,
	"detail" text,
	"answer" text,
	"done_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "employment_ended_on" date;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "confidentiality_incidents" ADD CONSTRAINT "confidentiality_incidents_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_holds" ADD CONSTRAINT "legal_holds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_holds" ADD CONSTRAINT "legal_holds_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_consents" ADD CONSTRAINT "privacy_consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_export_links" ADD CONSTRAINT "privacy_export_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_file_deletions" ADD CONSTRAINT "privacy_file_deletions_request_id_privacy_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."privacy_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_requests" ADD CONSTRAINT "privacy_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_requests" ADD CONSTRAINT "privacy_requests_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "legal_holds_user_idx" ON "legal_holds" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "privacy_consents_user_idx" ON "privacy_consents" USING btree ("user_id","purpose");--> statement-breakpoint
CREATE UNIQUE INDEX "privacy_export_links_token_idx" ON "privacy_export_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "privacy_file_deletions_request_idx" ON "privacy_file_deletions" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "privacy_requests_due_idx" ON "privacy_requests" USING btree ("erase_after") WHERE "privacy_requests"."status" <> 'done';--> statement-breakpoint
CREATE INDEX "privacy_requests_user_idx" ON "privacy_requests" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "privacy_requests_one_open_erasure_idx" ON "privacy_requests" USING btree ("user_id") WHERE "privacy_requests"."kind" = 'erasure' and "privacy_requests"."status" <> 'done';--> statement-breakpoint
CREATE INDEX "privacy_requests_received_idx" ON "privacy_requests" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "privacy_requests_application_idx" ON "privacy_requests" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "applications_resume_upload_idx" ON "applications" USING btree ("resume_upload_id");