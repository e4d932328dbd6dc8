CREATE TABLE "clearinghouse_query_reminders" (
	"application_id" integer NOT NULL,
	"due_on" date NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clearinghouse_query_reminders_application_id_due_on_pk" PRIMARY KEY("application_id","due_on")
);
--> statement-breakpoint
ALTER TABLE "clearinghouse_query_reminders" ADD CONSTRAINT "clearinghouse_query_reminders_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;