CREATE INDEX "applications_first_name_prefix_idx" ON "applications" USING btree (lower("first_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "applications_last_name_prefix_idx" ON "applications" USING btree (lower("last_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "applications_mobile_prefix_idx" ON "applications" USING btree ("mobile" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_email_prefix_idx" ON "users" USING btree (lower("email") text_pattern_ops);