CREATE TABLE "application_signatures" (
	"application_id" integer PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"typed_name" varchar(200) NOT NULL,
	"signed_at" timestamp with time zone NOT NULL,
	"ip" varchar(64) NOT NULL,
	"user_agent" text NOT NULL,
	"texts" jsonb NOT NULL,
	"snapshot" text NOT NULL,
	"snapshot_sha256" varchar(64) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "application_signatures" ADD CONSTRAINT "application_signatures_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_signatures" ADD CONSTRAINT "application_signatures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;