CREATE TABLE "patient_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"organization_id" uuid,
	"patient_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"file_type" text NOT NULL,
	"summary" text,
	"storage_path" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"source" text DEFAULT 'manual' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "patient_documents_type_chk" CHECK ("patient_documents"."file_type" IN ('pdf', 'docx', 'doc', 'txt'))
);
--> statement-breakpoint
CREATE TABLE "patient_goals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"organization_id" uuid,
	"patient_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"target_date" date,
	"priority" text DEFAULT 'medium' NOT NULL,
	"progress_percentage" integer DEFAULT 0 NOT NULL,
	"notes" text,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "patient_goals_progress_chk" CHECK ("patient_goals"."progress_percentage" BETWEEN 0 AND 100),
	CONSTRAINT "patient_goals_priority_chk" CHECK ("patient_goals"."priority" IN ('low', 'medium', 'high', 'urgent')),
	CONSTRAINT "patient_goals_status_chk" CHECK ("patient_goals"."status" IN ('active', 'completed', 'paused', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "patient_instructions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"organization_id" uuid,
	"patient_id" uuid NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"category" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "patient_instructions_title_chk" CHECK (char_length("patient_instructions"."title") BETWEEN 1 AND 200),
	CONSTRAINT "patient_instructions_content_chk" CHECK (char_length("patient_instructions"."content") BETWEEN 1 AND 10000)
);
--> statement-breakpoint
CREATE TABLE "patient_parcours" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"organization_id" uuid,
	"patient_id" uuid NOT NULL,
	"parcours" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"is_current" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "patient_parcours_value_chk" CHECK ("patient_parcours"."parcours" IN ('none', 'bilan', 'suivi', 'both')),
	CONSTRAINT "patient_parcours_current_chk" CHECK (("patient_parcours"."is_current" AND "patient_parcours"."ended_at" IS NULL) OR (NOT "patient_parcours"."is_current" AND "patient_parcours"."ended_at" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "patient_representants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"organization_id" uuid,
	"patient_id" uuid NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"relation" text NOT NULL,
	"email" text,
	"phone" text,
	"is_primary" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "patient_representants_relation_chk" CHECK (char_length("patient_representants"."relation") BETWEEN 1 AND 50)
);
--> statement-breakpoint
CREATE TABLE "patients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"organization_id" uuid,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"date_of_birth" date NOT NULL,
	"civilite" text DEFAULT 'M.' NOT NULL,
	"gender" text DEFAULT 'Masculin' NOT NULL,
	"is_major" boolean DEFAULT true NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"school_name" text,
	"school_level" text,
	"school_class" text,
	"family_status" text,
	"profession" text,
	"email" text,
	"phone_number" text,
	"address_number" text,
	"address_street" text,
	"address_complement" text,
	"postal_code" text,
	"city" text,
	"consultation_reason_id" uuid,
	"prescriber" text,
	"social_security_number" text,
	"insurance" text,
	"anamnesis" text,
	"notes" text,
	"followup_started_at" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "patients_first_name_chk" CHECK (char_length("patients"."first_name") BETWEEN 1 AND 120),
	CONSTRAINT "patients_last_name_chk" CHECK (char_length("patients"."last_name") BETWEEN 1 AND 120),
	CONSTRAINT "patients_civilite_chk" CHECK ("patients"."civilite" IN ('M.', 'Mme', 'Autre')),
	CONSTRAINT "patients_gender_chk" CHECK ("patients"."gender" IN ('Masculin', 'Féminin', 'Autre')),
	CONSTRAINT "patients_prescriber_chk" CHECK ("patients"."prescriber" IS NULL OR char_length("patients"."prescriber") <= 300),
	CONSTRAINT "patients_ssn_chk" CHECK ("patients"."social_security_number" IS NULL OR "patients"."social_security_number" ~ '^[0-9]{13,15}$'),
	CONSTRAINT "patients_birth_chk" CHECK ("patients"."date_of_birth" >= DATE '1900-01-01')
);
--> statement-breakpoint
CREATE TABLE "calendar_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"organization_id" uuid,
	"patient_id" uuid,
	"appointment_type_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"location" text,
	"notes" text,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"attendance_status" text,
	"session_objectives" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_events_end_after_start_chk" CHECK ("calendar_events"."ends_at" > "calendar_events"."starts_at"),
	CONSTRAINT "calendar_events_status_chk" CHECK ("calendar_events"."status" IN ('scheduled', 'draft', 'completed', 'cancelled')),
	CONSTRAINT "calendar_events_attendance_chk" CHECK ("calendar_events"."attendance_status" IS NULL OR "calendar_events"."attendance_status" IN ('present', 'absent', 'excused'))
);
--> statement-breakpoint
ALTER TABLE "patient_documents" ADD CONSTRAINT "patient_documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_documents" ADD CONSTRAINT "patient_documents_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_documents" ADD CONSTRAINT "patient_documents_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_goals" ADD CONSTRAINT "patient_goals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_goals" ADD CONSTRAINT "patient_goals_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_goals" ADD CONSTRAINT "patient_goals_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_instructions" ADD CONSTRAINT "patient_instructions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_instructions" ADD CONSTRAINT "patient_instructions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_instructions" ADD CONSTRAINT "patient_instructions_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_parcours" ADD CONSTRAINT "patient_parcours_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_parcours" ADD CONSTRAINT "patient_parcours_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_parcours" ADD CONSTRAINT "patient_parcours_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_representants" ADD CONSTRAINT "patient_representants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_representants" ADD CONSTRAINT "patient_representants_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_representants" ADD CONSTRAINT "patient_representants_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patients" ADD CONSTRAINT "patients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patients" ADD CONSTRAINT "patients_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patients" ADD CONSTRAINT "patients_consultation_reason_id_consultation_reasons_id_fk" FOREIGN KEY ("consultation_reason_id") REFERENCES "public"."consultation_reasons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_appointment_type_id_appointment_types_id_fk" FOREIGN KEY ("appointment_type_id") REFERENCES "public"."appointment_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "patient_documents_patient_idx" ON "patient_documents" USING btree ("patient_id","uploaded_at");--> statement-breakpoint
CREATE INDEX "patient_goals_patient_idx" ON "patient_goals" USING btree ("patient_id");--> statement-breakpoint
CREATE INDEX "patient_instructions_patient_idx" ON "patient_instructions" USING btree ("patient_id");--> statement-breakpoint
CREATE INDEX "patient_parcours_patient_idx" ON "patient_parcours" USING btree ("patient_id");--> statement-breakpoint
CREATE UNIQUE INDEX "patient_parcours_one_current_idx" ON "patient_parcours" USING btree ("patient_id") WHERE "patient_parcours"."is_current";--> statement-breakpoint
CREATE INDEX "patient_representants_patient_idx" ON "patient_representants" USING btree ("patient_id");--> statement-breakpoint
CREATE UNIQUE INDEX "patient_representants_one_primary_idx" ON "patient_representants" USING btree ("patient_id") WHERE "patient_representants"."is_primary";--> statement-breakpoint
CREATE INDEX "patients_user_name_idx" ON "patients" USING btree ("user_id","last_name","first_name");--> statement-breakpoint
CREATE INDEX "patients_org_name_idx" ON "patients" USING btree ("organization_id","last_name","first_name");--> statement-breakpoint
CREATE INDEX "patients_first_name_trgm_idx" ON "patients" USING gin (immutable_unaccent(lower("first_name")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "patients_last_name_trgm_idx" ON "patients" USING gin (immutable_unaccent(lower("last_name")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "calendar_events_user_range_idx" ON "calendar_events" USING btree ("user_id","starts_at","ends_at");--> statement-breakpoint
CREATE INDEX "calendar_events_org_range_idx" ON "calendar_events" USING btree ("organization_id","starts_at","ends_at");--> statement-breakpoint
CREATE INDEX "calendar_events_patient_idx" ON "calendar_events" USING btree ("patient_id","starts_at");