ALTER TABLE "application_signatures" ALTER COLUMN "typed_name" SET DATA TYPE varchar(201);--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "idempotency_key" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "uploads_user_idempotency_key_idx" ON "uploads" USING btree ("user_id","idempotency_key");