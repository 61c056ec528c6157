CREATE TABLE "appointment_series" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"organization_id" uuid,
	"frequency" text NOT NULL,
	"until_date" date,
	"session_count" integer,
	"holiday_zone" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointment_series_frequency_chk" CHECK ("appointment_series"."frequency" IN ('weekly', 'biweekly')),
	CONSTRAINT "appointment_series_zone_chk" CHECK ("appointment_series"."holiday_zone" IS NULL OR "appointment_series"."holiday_zone" IN ('A', 'B', 'C')),
	CONSTRAINT "appointment_series_end_chk" CHECK (("appointment_series"."until_date" IS NULL) <> ("appointment_series"."session_count" IS NULL)),
	CONSTRAINT "appointment_series_count_chk" CHECK ("appointment_series"."session_count" IS NULL OR "appointment_series"."session_count" BETWEEN 2 AND 52)
);
--> statement-breakpoint
ALTER TABLE "calendar_events" ADD COLUMN "series_id" uuid;--> statement-breakpoint
ALTER TABLE "appointment_series" ADD CONSTRAINT "appointment_series_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_series" ADD CONSTRAINT "appointment_series_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointment_series_user_idx" ON "appointment_series" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_series_id_appointment_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."appointment_series"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calendar_events_series_idx" ON "calendar_events" USING btree ("series_id","starts_at");