ALTER TABLE "applications" ADD COLUMN "owner_id" integer;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "owned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applications_owner_created_idx" ON "applications" USING btree ("owner_id","created_at","id");--> statement-breakpoint
CREATE INDEX "applications_unowned_created_idx" ON "applications" USING btree ("created_at","id") WHERE "applications"."owner_id" is null;