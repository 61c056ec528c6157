ALTER TABLE "profiles" ADD COLUMN "working_days" smallint[] DEFAULT '{1,2,3,4,5}'::smallint[] NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "work_start" text DEFAULT '08:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "work_end" text DEFAULT '19:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_working_days_chk" CHECK (cardinality("profiles"."working_days") BETWEEN 1 AND 7 AND "profiles"."working_days" <@ '{1,2,3,4,5,6,7}'::smallint[]);--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_work_hours_chk" CHECK ("profiles"."work_start" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' AND "profiles"."work_end" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' AND "profiles"."work_start" < "profiles"."work_end");