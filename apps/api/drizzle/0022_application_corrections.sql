CREATE TABLE "application_corrections" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"version" integer NOT NULL,
	"request_id" integer,
	"answer" varchar(200) NOT NULL,
	"corrected" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"made_by" integer,
	"made_by_email" varchar(254) NOT NULL,
	"made_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "application_corrections" ADD CONSTRAINT "application_corrections_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_corrections" ADD CONSTRAINT "application_corrections_request_id_privacy_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."privacy_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_corrections" ADD CONSTRAINT "application_corrections_made_by_users_id_fk" FOREIGN KEY ("made_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "application_corrections_version_idx" ON "application_corrections" USING btree ("application_id","version");