CREATE TABLE "two_factors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"secret" text NOT NULL,
	"backup_codes" text NOT NULL,
	"verified" boolean DEFAULT true NOT NULL,
	"failed_verification_count" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "appointment_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"organization_id" uuid,
	"name" text NOT NULL,
	"duration_minutes" integer NOT NULL,
	"location" text,
	"description" text,
	"tests" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"ia_description" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointment_types_duration_chk" CHECK ("appointment_types"."duration_minutes" BETWEEN 1 AND 480),
	CONSTRAINT "appointment_types_name_chk" CHECK (char_length("appointment_types"."name") BETWEEN 1 AND 120)
);
--> statement-breakpoint
CREATE TABLE "consultation_reasons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"organization_id" uuid,
	"label" text NOT NULL,
	"description" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consultation_reasons_label_chk" CHECK (char_length("consultation_reasons"."label") BETWEEN 1 AND 120),
	CONSTRAINT "consultation_reasons_description_chk" CHECK ("consultation_reasons"."description" IS NULL OR char_length("consultation_reasons"."description") <= 500)
);
--> statement-breakpoint
CREATE TABLE "knowledge_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"organization_id" uuid,
	"title" text NOT NULL,
	"kind" text DEFAULT 'other' NOT NULL,
	"description" text,
	"ai_brief" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"storage_path" text,
	"signed_url" text,
	"signed_url_expires_at" timestamp with time zone,
	"attachment_base64" text,
	"mime_type" text,
	"size_bytes" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "knowledge_items_kind_chk" CHECK ("knowledge_items"."kind" IN ('exercise', 'protocol', 'material', 'other')),
	CONSTRAINT "knowledge_items_owner_chk" CHECK ("knowledge_items"."user_id" IS NOT NULL OR "knowledge_items"."organization_id" IS NULL)
);
--> statement-breakpoint
CREATE TABLE "reminder_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"organization_id" uuid,
	"appointment_type_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"offset_days" integer DEFAULT 0 NOT NULL,
	"offset_minutes" integer DEFAULT 0 NOT NULL,
	"message_template" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminder_templates_channel_chk" CHECK ("reminder_templates"."channel" IN ('email', 'sms')),
	CONSTRAINT "reminder_templates_offset_chk" CHECK (("reminder_templates"."offset_days" BETWEEN 1 AND 30 AND "reminder_templates"."offset_minutes" = 0) OR ("reminder_templates"."offset_days" = 0 AND "reminder_templates"."offset_minutes" BETWEEN 60 AND 10080 AND "reminder_templates"."offset_minutes" % 60 = 0))
);
--> statement-breakpoint
CREATE TABLE "trame_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"organization_id" uuid,
	"label" text NOT NULL,
	"description" text,
	"is_bilan" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trame_types_label_chk" CHECK (char_length("trame_types"."label") BETWEEN 1 AND 120),
	CONSTRAINT "trame_types_description_chk" CHECK ("trame_types"."description" IS NULL OR char_length("trame_types"."description") <= 500)
);
--> statement-breakpoint
CREATE TABLE "user_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"organization_id" uuid,
	"trame_id" uuid,
	"title" text NOT NULL,
	"nom" text NOT NULL,
	"description" text,
	"description_ia" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"storage_path" text,
	"signed_url" text,
	"signed_url_expires_at" timestamp with time zone,
	"attachment_base64" text,
	"mime_type" text,
	"size_bytes" bigint,
	"source" text DEFAULT 'upload' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_documents_source_chk" CHECK ("user_documents"."source" IN ('upload'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "two_factor_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "two_factors" ADD CONSTRAINT "two_factors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_types" ADD CONSTRAINT "appointment_types_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_types" ADD CONSTRAINT "appointment_types_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_reasons" ADD CONSTRAINT "consultation_reasons_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_reasons" ADD CONSTRAINT "consultation_reasons_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_items" ADD CONSTRAINT "knowledge_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_items" ADD CONSTRAINT "knowledge_items_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_templates" ADD CONSTRAINT "reminder_templates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_templates" ADD CONSTRAINT "reminder_templates_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_templates" ADD CONSTRAINT "reminder_templates_appointment_type_id_appointment_types_id_fk" FOREIGN KEY ("appointment_type_id") REFERENCES "public"."appointment_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trame_types" ADD CONSTRAINT "trame_types_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trame_types" ADD CONSTRAINT "trame_types_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_documents" ADD CONSTRAINT "user_documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_documents" ADD CONSTRAINT "user_documents_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "two_factors_user_uq" ON "two_factors" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "two_factors_secret_idx" ON "two_factors" USING btree ("secret");--> statement-breakpoint
CREATE INDEX "appointment_types_user_idx" ON "appointment_types" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "appointment_types_org_idx" ON "appointment_types" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "consultation_reasons_user_idx" ON "consultation_reasons" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "consultation_reasons_org_idx" ON "consultation_reasons" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "knowledge_items_user_idx" ON "knowledge_items" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "knowledge_items_org_idx" ON "knowledge_items" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "knowledge_items_title_trgm_idx" ON "knowledge_items" USING gin (immutable_unaccent(lower("title")) gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "reminder_templates_active_type_channel_uq" ON "reminder_templates" USING btree ("appointment_type_id","channel") WHERE "reminder_templates"."is_active";--> statement-breakpoint
CREATE INDEX "reminder_templates_user_idx" ON "reminder_templates" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "reminder_templates_org_idx" ON "reminder_templates" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "trame_types_user_idx" ON "trame_types" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "trame_types_org_idx" ON "trame_types" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "user_documents_user_idx" ON "user_documents" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_documents_org_idx" ON "user_documents" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "user_documents_title_trgm_idx" ON "user_documents" USING gin (immutable_unaccent(lower("title")) gin_trgm_ops);