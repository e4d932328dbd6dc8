CREATE TABLE "roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(60) NOT NULL,
	"permissions" text[] DEFAULT '{}'::text[] NOT NULL,
	"preset_key" varchar(30),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "role_id" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "roles_name_lower_idx" ON "roles" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "roles_preset_key_idx" ON "roles" USING btree ("preset_key");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_role_id_idx" ON "users" USING btree ("role_id");--> statement-breakpoint
-- The presets as they ship (PRESET_ROLE_PERMISSIONS); the start-up seed keeps them in step with the code.
INSERT INTO "roles" ("name", "permissions", "preset_key") VALUES
  ('Administrator', ARRAY['positions', 'applicants.read', 'applicants.act', 'investigations', 'hiring', 'privacy', 'team', 'reports', 'settings'], 'administrator'),
  ('Recruiting manager', ARRAY['positions', 'applicants.read', 'applicants.act', 'investigations', 'hiring', 'reports'], 'recruiting_manager'),
  ('Recruiter', ARRAY['applicants.read', 'applicants.act'], 'recruiter'),
  ('Processor', ARRAY['applicants.read', 'applicants.act', 'investigations', 'hiring'], 'processor'),
  ('Compliance', ARRAY['applicants.read', 'investigations', 'hiring', 'privacy', 'reports'], 'compliance')
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- Every administrator until now reached the whole admin area: each keeps it as an Administrator
-- (the investigation file still asks for their own permission, can_view_investigations).
UPDATE "users" SET "role_id" = (SELECT "id" FROM "roles" WHERE "preset_key" = 'administrator') WHERE "role" = 1;
