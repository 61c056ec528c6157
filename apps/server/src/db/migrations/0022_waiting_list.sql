CREATE TABLE "waiting_list_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"organization_id" uuid,
	"patient_id" uuid NOT NULL,
	"appointment_type_id" uuid,
	"weekdays" smallint[] NOT NULL,
	"time_from" text NOT NULL,
	"time_to" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waiting_list_time_chk" CHECK ("waiting_list_entries"."time_from" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' AND "waiting_list_entries"."time_to" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' AND "waiting_list_entries"."time_to" > "waiting_list_entries"."time_from"),
	CONSTRAINT "waiting_list_weekdays_chk" CHECK (cardinality("waiting_list_entries"."weekdays") BETWEEN 1 AND 7 AND "waiting_list_entries"."weekdays" <@ '{1,2,3,4,5,6,7}'::smallint[]),
	CONSTRAINT "waiting_list_note_chk" CHECK ("waiting_list_entries"."note" IS NULL OR char_length("waiting_list_entries"."note") <= 1000)
);
--> statement-breakpoint
ALTER TABLE "waiting_list_entries" ADD CONSTRAINT "waiting_list_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiting_list_entries" ADD CONSTRAINT "waiting_list_entries_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiting_list_entries" ADD CONSTRAINT "waiting_list_entries_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiting_list_entries" ADD CONSTRAINT "waiting_list_entries_appointment_type_id_appointment_types_id_fk" FOREIGN KEY ("appointment_type_id") REFERENCES "public"."appointment_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "waiting_list_user_idx" ON "waiting_list_entries" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "waiting_list_org_idx" ON "waiting_list_entries" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "waiting_list_patient_idx" ON "waiting_list_entries" USING btree ("patient_id");