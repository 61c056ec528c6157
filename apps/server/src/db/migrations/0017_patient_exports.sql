CREATE TABLE "patient_exports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"organization_id" uuid,
	"patient_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"storage_path" text,
	"error_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "patient_exports_status_chk" CHECK ("patient_exports"."status" IN ('pending', 'running', 'done', 'failed')),
	CONSTRAINT "patient_exports_progress_chk" CHECK ("patient_exports"."progress" BETWEEN 0 AND 100)
);
--> statement-breakpoint
ALTER TABLE "patient_exports" ADD CONSTRAINT "patient_exports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_exports" ADD CONSTRAINT "patient_exports_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_exports" ADD CONSTRAINT "patient_exports_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "patient_exports_patient_idx" ON "patient_exports" USING btree ("patient_id","user_id");--> statement-breakpoint
CREATE INDEX "patient_exports_expires_idx" ON "patient_exports" USING btree ("expires_at");