CREATE TABLE "clearinghouse_queries" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"query_type" varchar(10) NOT NULL,
	"purpose" varchar(20) NOT NULL,
	"queried_on" date NOT NULL,
	"driver_approved_on" date,
	"result" varchar(20) NOT NULL,
	"result_filename" varchar(100),
	"result_original_name" varchar(255),
	"result_size_bytes" integer,
	"result_uploaded_at" timestamp with time zone,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clearinghouse_rtd_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"kind" varchar(20) NOT NULL,
	"dated_on" date NOT NULL,
	"filename" varchar(100) NOT NULL,
	"original_name" varchar(255) NOT NULL,
	"size_bytes" integer NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "clearinghouse_queries" ADD CONSTRAINT "clearinghouse_queries_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clearinghouse_rtd_documents" ADD CONSTRAINT "clearinghouse_rtd_documents_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "clearinghouse_queries_application_idx" ON "clearinghouse_queries" USING btree ("application_id","queried_on");--> statement-breakpoint
CREATE INDEX "clearinghouse_rtd_documents_application_idx" ON "clearinghouse_rtd_documents" USING btree ("application_id");--> statement-breakpoint
-- Each application had one query record, overwritten by the next: it becomes one query row, with
-- its PDF. Recorded after the hire date, it was an annual query written over the pre-employment
-- one, whose date and result survive only in the audit log and whose PDF was deleted then; before
-- (or without) a hire, it is the pre-employment full query. The old step knew only full queries.
-- A record without a query date or result described no query yet: nothing is carried over.
INSERT INTO "clearinghouse_queries" ("application_id", "query_type", "purpose", "queried_on", "driver_approved_on", "result", "result_filename", "result_original_name", "result_size_bytes", "result_uploaded_at", "recorded_at")
SELECT c."application_id", 'full',
       CASE WHEN a."hired_on" IS NOT NULL AND c."queried_on" > a."hired_on" THEN 'annual' ELSE 'pre_employment' END,
       c."queried_on", c."full_query_approved_on", c."result", c."result_filename", c."result_original_name",
       c."result_size_bytes", c."result_uploaded_at", c."updated_at"
FROM "clearinghouse_checks" c JOIN "applications" a ON a."id" = c."application_id"
WHERE c."queried_on" IS NOT NULL AND c."result" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "clearinghouse_checks" DROP COLUMN "full_query_approved_on";--> statement-breakpoint
ALTER TABLE "clearinghouse_checks" DROP COLUMN "queried_on";--> statement-breakpoint
ALTER TABLE "clearinghouse_checks" DROP COLUMN "result";--> statement-breakpoint
ALTER TABLE "clearinghouse_checks" DROP COLUMN "result_filename";--> statement-breakpoint
ALTER TABLE "clearinghouse_checks" DROP COLUMN "result_original_name";--> statement-breakpoint
ALTER TABLE "clearinghouse_checks" DROP COLUMN "result_size_bytes";--> statement-breakpoint
ALTER TABLE "clearinghouse_checks" DROP COLUMN "result_uploaded_at";