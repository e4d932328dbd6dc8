CREATE TABLE "member_limits" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"position_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"provinces" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member_limits" ADD CONSTRAINT "member_limits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;