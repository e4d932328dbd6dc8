CREATE TABLE "employer_verifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"work_history_id" integer,
	"status" varchar(20) NOT NULL,
	"status_reason" text,
	"merged_into" integer,
	"employer_name" varchar(200) NOT NULL,
	"employer_address" text,
	"contact_name" varchar(200),
	"contact_email" varchar(254),
	"contact_phone" varchar(30),
	"period_from" date NOT NULL,
	"period_to" date,
	"position" varchar(200),
	"asks_drug_alcohol" boolean NOT NULL,
	"accidents_from" date NOT NULL,
	"accidents_to" date NOT NULL,
	"release_typed_name" varchar(200),
	"release_signed_at" timestamp with time zone,
	"release_ip" varchar(64),
	"release_user_agent" text,
	"release_text" jsonb,
	"release_snapshot" text,
	"release_sha256" varchar(64),
	"token_nonce" varchar(64),
	"token_hash" varchar(64),
	"token_expires_at" timestamp with time zone,
	"token_revoked_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"reminders_sent" smallint DEFAULT 0 NOT NULL,
	"next_reminder_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"good_faith" text,
	"good_faith_sha256" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verification_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"verification_id" integer NOT NULL,
	"kind" varchar(10) NOT NULL,
	"channel" varchar(10) NOT NULL,
	"address" varchar(254) NOT NULL,
	"attempted_at" timestamp with time zone NOT NULL,
	"message_id" varchar(200),
	"outcome" varchar(200),
	"note" text,
	"recorded_by" integer
);
--> statement-breakpoint
CREATE TABLE "verification_responses" (
	"verification_id" integer PRIMARY KEY NOT NULL,
	"channel" varchar(10) NOT NULL,
	"responder_name" varchar(200) NOT NULL,
	"responder_title" varchar(200),
	"responder_email" varchar(254),
	"typed_signature" varchar(200),
	"recorded_by" integer,
	"ip" varchar(64),
	"user_agent" text,
	"received_at" timestamp with time zone NOT NULL,
	"answer" text NOT NULL,
	"answer_sha256" varchar(64) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN IF NOT EXISTS "hired_on" date;--> statement-breakpoint
ALTER TABLE "employer_verifications" ADD CONSTRAINT "employer_verifications_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employer_verifications" ADD CONSTRAINT "employer_verifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employer_verifications" ADD CONSTRAINT "employer_verifications_work_history_id_work_histories_wh_id_fk" FOREIGN KEY ("work_history_id") REFERENCES "public"."work_histories"("wh_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_attempts" ADD CONSTRAINT "verification_attempts_verification_id_employer_verifications_id_fk" FOREIGN KEY ("verification_id") REFERENCES "public"."employer_verifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_attempts" ADD CONSTRAINT "verification_attempts_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_responses" ADD CONSTRAINT "verification_responses_verification_id_employer_verifications_id_fk" FOREIGN KEY ("verification_id") REFERENCES "public"."employer_verifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_responses" ADD CONSTRAINT "verification_responses_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "employer_verifications_application_idx" ON "employer_verifications" USING btree ("application_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "employer_verifications_token_idx" ON "employer_verifications" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "employer_verifications_reminder_idx" ON "employer_verifications" USING btree ("next_reminder_at") WHERE "employer_verifications"."status" = 'sent';--> statement-breakpoint
CREATE INDEX "employer_verifications_open_idx" ON "employer_verifications" USING btree ("application_id") WHERE "employer_verifications"."status" in ('awaiting_release', 'awaiting_contact', 'sent', 'bounced');--> statement-breakpoint
CREATE INDEX "verification_attempts_verification_idx" ON "verification_attempts" USING btree ("verification_id","id");--> statement-breakpoint
-- An employer's answer is kept as it was given (decision 030): no update ever changes it.
CREATE FUNCTION verification_responses_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'verification_responses rows cannot be changed';
END
$$;--> statement-breakpoint
CREATE TRIGGER verification_responses_no_update BEFORE UPDATE ON "verification_responses"
  FOR EACH ROW EXECUTE FUNCTION verification_responses_immutable();
