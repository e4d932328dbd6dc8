CREATE TABLE "erased_application_tallies" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"status" varchar(20) NOT NULL,
	"recruiter_stage" varchar(20),
	"created_hour" timestamp with time zone NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "erased_application_tallies_key" UNIQUE NULLS NOT DISTINCT("job_id","status","recruiter_stage","created_hour")
);
