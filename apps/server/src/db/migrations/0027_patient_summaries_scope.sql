-- Every patient's summary carries the patient's scope, so that a filter's count reads
-- patient_summaries alone (issue 15 §4): joined with the patients, the count read every patient
-- row of the scope, the table's widest, to learn what the summary already says
-- (docs/performance.md "The twelfth session").
ALTER TABLE "patient_summaries" ADD COLUMN "user_id" uuid;--> statement-breakpoint
ALTER TABLE "patient_summaries" ADD COLUMN "organization_id" uuid;--> statement-breakpoint
-- hand-written: the refresh copies the patient's scope with its aggregates.
CREATE OR REPLACE FUNCTION patient_summaries_refresh(ids uuid[]) RETURNS void
  LANGUAGE sql AS $$
  INSERT INTO patient_summaries (patient_id, user_id, organization_id, last_start, bilan_last_start, bilan_first_end, has_bilan_document)
  SELECT p.id, p.user_id, p.organization_id, agg.last_start, agg.bilan_last_start, agg.bilan_first_end,
    EXISTS (SELECT 1 FROM patient_documents d WHERE d.patient_id = p.id AND d.is_active AND d.file_name ILIKE '%bilan%')
  FROM patients p
  CROSS JOIN LATERAL (
    SELECT max(e.starts_at) AS last_start,
      max(e.starts_at) FILTER (WHERE t.name ILIKE '%bilan%') AS bilan_last_start,
      min(e.ends_at) FILTER (WHERE t.name ILIKE '%bilan%') AS bilan_first_end
    FROM calendar_events e JOIN appointment_types t ON t.id = e.appointment_type_id
    WHERE e.patient_id = p.id AND e.status <> 'cancelled'
  ) agg
  WHERE p.id = ANY(ids)
  ON CONFLICT (patient_id) DO UPDATE SET user_id = EXCLUDED.user_id, organization_id = EXCLUDED.organization_id,
    last_start = EXCLUDED.last_start, bilan_last_start = EXCLUDED.bilan_last_start,
    bilan_first_end = EXCLUDED.bilan_first_end, has_bilan_document = EXCLUDED.has_bilan_document
$$;--> statement-breakpoint
-- hand-written: every patient gets its row, with its scope (those without events had none).
SELECT patient_summaries_refresh(ARRAY(SELECT id FROM patients));--> statement-breakpoint
ALTER TABLE "patient_summaries" ALTER COLUMN "user_id" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "patient_summaries_user_idx" ON "patient_summaries" USING btree ("user_id") WHERE "patient_summaries"."organization_id" IS NULL;--> statement-breakpoint
CREATE INDEX "patient_summaries_org_idx" ON "patient_summaries" USING btree ("organization_id") WHERE "patient_summaries"."organization_id" IS NOT NULL;--> statement-breakpoint
-- hand-written: a new patient's row, in the same statement's transaction (a new patient has no
-- event or document yet: its aggregates are empty).
CREATE OR REPLACE FUNCTION patient_summaries_after_patients_insert() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO patient_summaries (patient_id, user_id, organization_id)
  SELECT id, user_id, organization_id FROM new_rows
  ON CONFLICT (patient_id) DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER patient_summaries_patients_insert AFTER INSERT ON patients
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION patient_summaries_after_patients_insert();--> statement-breakpoint
-- hand-written: a patient whose scope changes takes its summary along.
CREATE OR REPLACE FUNCTION patient_summaries_after_patient_scope() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  UPDATE patient_summaries SET user_id = NEW.user_id, organization_id = NEW.organization_id WHERE patient_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER patient_summaries_patient_scope AFTER UPDATE OF user_id, organization_id ON patients
  FOR EACH ROW WHEN (OLD.user_id IS DISTINCT FROM NEW.user_id OR OLD.organization_id IS DISTINCT FROM NEW.organization_id)
  EXECUTE FUNCTION patient_summaries_after_patient_scope();--> statement-breakpoint
-- hand-written: row-level security as on the patients (migrations "row_level_security" and
-- "rls_performance"): the owner passes by praxis_system, praxis_app sees and writes its scope's rows.
ALTER TABLE patient_summaries ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE patient_summaries FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY praxis_system ON patient_summaries
  USING ((SELECT current_user) <> 'praxis_app') WITH CHECK ((SELECT current_user) <> 'praxis_app');--> statement-breakpoint
CREATE POLICY praxis_tenant ON patient_summaries TO praxis_app
  USING (organization_id = (SELECT nullif(current_setting('praxis.organization_id', true), '')::uuid)
    OR (organization_id IS NULL AND user_id = (SELECT CASE WHEN nullif(current_setting('praxis.organization_id', true), '') IS NULL
      THEN nullif(current_setting('praxis.user_id', true), '')::uuid END)))
  WITH CHECK (organization_id = (SELECT nullif(current_setting('praxis.organization_id', true), '')::uuid)
    OR (organization_id IS NULL AND user_id = (SELECT CASE WHEN nullif(current_setting('praxis.organization_id', true), '') IS NULL
      THEN nullif(current_setting('praxis.user_id', true), '')::uuid END)));
