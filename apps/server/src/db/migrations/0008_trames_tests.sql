CREATE TABLE "test_definitions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"organization_id" uuid,
	"title" text NOT NULL,
	"code" text,
	"description" text,
	"ai_brief" text,
	"summary" text,
	"domain" text,
	"tags" text[],
	"is_active" boolean DEFAULT true NOT NULL,
	"attachments" jsonb,
	"storage_path" text,
	"signed_url" text,
	"signed_url_expires_at" timestamp with time zone,
	"attachment_base64" text,
	"mime_type" text,
	"size_bytes" bigint,
	"age_range_min" integer,
	"age_range_max" integer,
	"sophie_training_status" text DEFAULT 'not_started' NOT NULL,
	"last_analyzed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_definitions_title_chk" CHECK (char_length("test_definitions"."title") BETWEEN 1 AND 200),
	CONSTRAINT "test_definitions_ages_chk" CHECK (("test_definitions"."age_range_min" IS NULL OR "test_definitions"."age_range_min" BETWEEN 0 AND 1440)
      AND ("test_definitions"."age_range_max" IS NULL OR "test_definitions"."age_range_max" BETWEEN 0 AND 1440)
      AND ("test_definitions"."age_range_min" IS NULL OR "test_definitions"."age_range_max" IS NULL OR "test_definitions"."age_range_min" <= "test_definitions"."age_range_max")),
	CONSTRAINT "test_definitions_training_chk" CHECK ("test_definitions"."sophie_training_status" IN ('not_started', 'in_progress', 'completed', 'needs_review')),
	CONSTRAINT "test_definitions_shared_chk" CHECK ("test_definitions"."user_id" IS NOT NULL OR "test_definitions"."organization_id" IS NULL)
);
--> statement-breakpoint
CREATE TABLE "test_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"organization_id" uuid,
	"test_definition_id" uuid NOT NULL,
	"document_type" text DEFAULT 'manual' NOT NULL,
	"file_name" text,
	"storage_path" text,
	"signed_url" text,
	"signed_url_expires_at" timestamp with time zone,
	"attachment_base64" text,
	"mime_type" text,
	"size_bytes" bigint,
	"analysis_status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "test_documents_status_chk" CHECK ("test_documents"."analysis_status" IN ('pending', 'processing', 'completed', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "trame_analysis_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"organization_id" uuid,
	"trame_id" uuid NOT NULL,
	"record_ids" uuid[] NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"error_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	CONSTRAINT "trame_analysis_jobs_status_chk" CHECK ("trame_analysis_jobs"."status" IN ('pending', 'running', 'completed', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "trame_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"organization_id" uuid,
	"trame_id" uuid NOT NULL,
	"title" text NOT NULL,
	"nom" text,
	"description" text,
	"description_ia" text,
	"file_name" text NOT NULL,
	"file_type" text NOT NULL,
	"storage_path" text,
	"signed_url" text,
	"signed_url_expires_at" timestamp with time zone,
	"attachment_base64" text,
	"mime_type" text,
	"size_bytes" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trame_documents_title_chk" CHECK (char_length("trame_documents"."title") BETWEEN 1 AND 255),
	CONSTRAINT "trame_documents_nom_chk" CHECK ("trame_documents"."nom" IS NULL OR char_length("trame_documents"."nom") <= 255),
	CONSTRAINT "trame_documents_description_chk" CHECK ("trame_documents"."description" IS NULL OR char_length("trame_documents"."description") <= 5000),
	CONSTRAINT "trame_documents_description_ia_chk" CHECK ("trame_documents"."description_ia" IS NULL OR char_length("trame_documents"."description_ia") <= 5000)
);
--> statement-breakpoint
CREATE TABLE "trame_examples" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"organization_id" uuid,
	"trame_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"file_type" text NOT NULL,
	"storage_path" text,
	"signed_url" text,
	"signed_url_expires_at" timestamp with time zone,
	"attachment_base64" text,
	"mime_type" text,
	"size_bytes" bigint,
	"file_size" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"error_message" text,
	"page_count" integer,
	"pseudonymised_text" text,
	"analysis" jsonb,
	"analyzed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "trame_examples_status_chk" CHECK ("trame_examples"."status" IN ('pending', 'done', 'failed')),
	CONSTRAINT "trame_examples_size_chk" CHECK ("trame_examples"."file_size" BETWEEN 1 AND 31457280)
);
--> statement-breakpoint
CREATE TABLE "trame_generation_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"organization_id" uuid,
	"trame_id" uuid NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"error_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	CONSTRAINT "trame_generation_jobs_status_chk" CHECK ("trame_generation_jobs"."status" IN ('pending', 'running', 'completed', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "trame_tests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"organization_id" uuid,
	"trame_id" uuid NOT NULL,
	"test_definition_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trames" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"organization_id" uuid,
	"name" text NOT NULL,
	"description" text,
	"trame_type_id" uuid NOT NULL,
	"storage_path" text,
	"signed_url" text,
	"signed_url_expires_at" timestamp with time zone,
	"attachment_base64" text,
	"mime_type" text,
	"size_bytes" bigint,
	"is_active" boolean DEFAULT true NOT NULL,
	"template_json" jsonb,
	"template_generated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "trames_name_chk" CHECK (char_length("trames"."name") BETWEEN 1 AND 200),
	CONSTRAINT "trames_description_chk" CHECK ("trames"."description" IS NULL OR char_length("trames"."description") <= 20000)
);
--> statement-breakpoint
ALTER TABLE "test_definitions" ADD CONSTRAINT "test_definitions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_definitions" ADD CONSTRAINT "test_definitions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_documents" ADD CONSTRAINT "test_documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_documents" ADD CONSTRAINT "test_documents_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_documents" ADD CONSTRAINT "test_documents_test_definition_id_test_definitions_id_fk" FOREIGN KEY ("test_definition_id") REFERENCES "public"."test_definitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trame_analysis_jobs" ADD CONSTRAINT "trame_analysis_jobs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trame_analysis_jobs" ADD CONSTRAINT "trame_analysis_jobs_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trame_analysis_jobs" ADD CONSTRAINT "trame_analysis_jobs_trame_id_trames_id_fk" FOREIGN KEY ("trame_id") REFERENCES "public"."trames"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trame_documents" ADD CONSTRAINT "trame_documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trame_documents" ADD CONSTRAINT "trame_documents_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trame_documents" ADD CONSTRAINT "trame_documents_trame_id_trames_id_fk" FOREIGN KEY ("trame_id") REFERENCES "public"."trames"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trame_examples" ADD CONSTRAINT "trame_examples_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trame_examples" ADD CONSTRAINT "trame_examples_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trame_examples" ADD CONSTRAINT "trame_examples_trame_id_trames_id_fk" FOREIGN KEY ("trame_id") REFERENCES "public"."trames"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trame_generation_jobs" ADD CONSTRAINT "trame_generation_jobs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trame_generation_jobs" ADD CONSTRAINT "trame_generation_jobs_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trame_generation_jobs" ADD CONSTRAINT "trame_generation_jobs_trame_id_trames_id_fk" FOREIGN KEY ("trame_id") REFERENCES "public"."trames"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trame_tests" ADD CONSTRAINT "trame_tests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trame_tests" ADD CONSTRAINT "trame_tests_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trame_tests" ADD CONSTRAINT "trame_tests_trame_id_trames_id_fk" FOREIGN KEY ("trame_id") REFERENCES "public"."trames"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trame_tests" ADD CONSTRAINT "trame_tests_test_definition_id_test_definitions_id_fk" FOREIGN KEY ("test_definition_id") REFERENCES "public"."test_definitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trames" ADD CONSTRAINT "trames_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trames" ADD CONSTRAINT "trames_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trames" ADD CONSTRAINT "trames_trame_type_id_trame_types_id_fk" FOREIGN KEY ("trame_type_id") REFERENCES "public"."trame_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "test_definitions_user_idx" ON "test_definitions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "test_definitions_org_idx" ON "test_definitions" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "test_definitions_search_trgm_idx" ON "test_definitions" USING gin (immutable_unaccent(lower("title" || ' ' || coalesce("code", '') || ' ' || coalesce("description", ''))) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "test_documents_test_idx" ON "test_documents" USING btree ("test_definition_id") WHERE "test_documents"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "trame_analysis_jobs_trame_idx" ON "trame_analysis_jobs" USING btree ("trame_id","created_at");--> statement-breakpoint
CREATE INDEX "trame_documents_trame_idx" ON "trame_documents" USING btree ("trame_id","created_at");--> statement-breakpoint
CREATE INDEX "trame_examples_trame_idx" ON "trame_examples" USING btree ("trame_id","created_at") WHERE "trame_examples"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "trame_generation_jobs_trame_idx" ON "trame_generation_jobs" USING btree ("trame_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "trame_tests_pair_idx" ON "trame_tests" USING btree ("trame_id","test_definition_id");--> statement-breakpoint
CREATE INDEX "trame_tests_test_idx" ON "trame_tests" USING btree ("test_definition_id");--> statement-breakpoint
CREATE INDEX "trames_user_idx" ON "trames" USING btree ("user_id","created_at") WHERE "trames"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "trames_org_idx" ON "trames" USING btree ("organization_id") WHERE "trames"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "trames_type_idx" ON "trames" USING btree ("trame_type_id");--> statement-breakpoint
CREATE INDEX "trames_name_trgm_idx" ON "trames" USING gin (immutable_unaccent(lower("name")) gin_trgm_ops);--> statement-breakpoint
-- Before the trames table existed, trame_id could hold anything: such values point nowhere.
UPDATE "user_documents" SET "trame_id" = NULL WHERE "trame_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "user_documents" ADD CONSTRAINT "user_documents_trame_id_trames_id_fk" FOREIGN KEY ("trame_id") REFERENCES "public"."trames"("id") ON DELETE set null ON UPDATE no action;