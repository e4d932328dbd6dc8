CREATE TABLE "countries" (
	"id" serial PRIMARY KEY NOT NULL,
	"country_name" varchar(100) NOT NULL,
	"code" varchar(10) NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "equipment_operated" (
	"eo_id" serial PRIMARY KEY NOT NULL,
	"eo_name" varchar(200) NOT NULL,
	"code" varchar(20) NOT NULL,
	"sort_order" integer NOT NULL,
	"confirmed" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "highest_education" (
	"he_id" serial PRIMARY KEY NOT NULL,
	"he_name" varchar(200) NOT NULL,
	"code" varchar(20) NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "license_classes" (
	"id" serial PRIMARY KEY NOT NULL,
	"province_id" integer NOT NULL,
	"class_code" varchar(10) NOT NULL,
	"description" text NOT NULL,
	"sort_order" integer NOT NULL,
	"confirmed" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "license_conditions" (
	"id" serial PRIMARY KEY NOT NULL,
	"province_id" integer NOT NULL,
	"condition_code" varchar(10) NOT NULL,
	"description" text NOT NULL,
	"sort_order" integer NOT NULL,
	"confirmed" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provinces" (
	"id" serial PRIMARY KEY NOT NULL,
	"country_id" integer NOT NULL,
	"province_name" varchar(100) NOT NULL,
	"code" varchar(10) NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "regions_travelled" (
	"rt_id" serial PRIMARY KEY NOT NULL,
	"rt_name" varchar(200) NOT NULL,
	"code" varchar(20) NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "license_classes" ADD CONSTRAINT "license_classes_province_id_provinces_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."provinces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "license_conditions" ADD CONSTRAINT "license_conditions_province_id_provinces_id_fk" FOREIGN KEY ("province_id") REFERENCES "public"."provinces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provinces" ADD CONSTRAINT "provinces_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "countries_code_idx" ON "countries" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "countries_name_idx" ON "countries" USING btree ("country_name");--> statement-breakpoint
CREATE UNIQUE INDEX "equipment_operated_code_idx" ON "equipment_operated" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "equipment_operated_name_idx" ON "equipment_operated" USING btree ("eo_name");--> statement-breakpoint
CREATE UNIQUE INDEX "highest_education_code_idx" ON "highest_education" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "highest_education_name_idx" ON "highest_education" USING btree ("he_name");--> statement-breakpoint
CREATE UNIQUE INDEX "license_classes_province_code_idx" ON "license_classes" USING btree ("province_id","class_code");--> statement-breakpoint
CREATE UNIQUE INDEX "license_conditions_province_code_idx" ON "license_conditions" USING btree ("province_id","condition_code");--> statement-breakpoint
CREATE UNIQUE INDEX "provinces_country_code_idx" ON "provinces" USING btree ("country_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "provinces_country_name_idx" ON "provinces" USING btree ("country_id","province_name");--> statement-breakpoint
CREATE UNIQUE INDEX "regions_travelled_code_idx" ON "regions_travelled" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "regions_travelled_name_idx" ON "regions_travelled" USING btree ("rt_name");