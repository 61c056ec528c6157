CREATE TABLE "patient_summaries" (
	"patient_id" uuid PRIMARY KEY NOT NULL,
	"last_start" timestamp with time zone,
	"bilan_last_start" timestamp with time zone,
	"bilan_first_end" timestamp with time zone,
	"has_bilan_document" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "patient_summaries" ADD CONSTRAINT "patient_summaries_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- hand-written: the summaries of some patients recomputed from their events and documents
-- (issue 15 §4). A deleted patient is skipped (its row goes with it by the foreign key's cascade).
CREATE OR REPLACE FUNCTION patient_summaries_refresh(ids uuid[]) RETURNS void
  LANGUAGE sql AS $$
  INSERT INTO patient_summaries (patient_id, last_start, bilan_last_start, bilan_first_end, has_bilan_document)
  SELECT p.id, agg.last_start, agg.bilan_last_start, agg.bilan_first_end,
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
  ON CONFLICT (patient_id) DO UPDATE SET last_start = EXCLUDED.last_start,
    bilan_last_start = EXCLUDED.bilan_last_start, bilan_first_end = EXCLUDED.bilan_first_end,
    has_bilan_document = EXCLUDED.has_bilan_document
$$;--> statement-breakpoint
-- hand-written: every write of calendar_events or patient_documents refreshes the patients it
-- touched, once per statement (transition tables), in the writing transaction.
CREATE OR REPLACE FUNCTION patient_summaries_after_writes() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM patient_summaries_refresh(ARRAY(SELECT DISTINCT patient_id FROM new_rows WHERE patient_id IS NOT NULL));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM patient_summaries_refresh(ARRAY(SELECT DISTINCT patient_id FROM old_rows WHERE patient_id IS NOT NULL));
  ELSE
    PERFORM patient_summaries_refresh(ARRAY(
      SELECT patient_id FROM new_rows WHERE patient_id IS NOT NULL
      UNION SELECT patient_id FROM old_rows WHERE patient_id IS NOT NULL));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER patient_summaries_events_insert AFTER INSERT ON calendar_events
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION patient_summaries_after_writes();--> statement-breakpoint
CREATE TRIGGER patient_summaries_events_update AFTER UPDATE ON calendar_events
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION patient_summaries_after_writes();--> statement-breakpoint
CREATE TRIGGER patient_summaries_events_delete AFTER DELETE ON calendar_events
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION patient_summaries_after_writes();--> statement-breakpoint
CREATE TRIGGER patient_summaries_documents_insert AFTER INSERT ON patient_documents
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION patient_summaries_after_writes();--> statement-breakpoint
CREATE TRIGGER patient_summaries_documents_update AFTER UPDATE ON patient_documents
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION patient_summaries_after_writes();--> statement-breakpoint
CREATE TRIGGER patient_summaries_documents_delete AFTER DELETE ON patient_documents
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION patient_summaries_after_writes();--> statement-breakpoint
-- hand-written: renaming a type may make its events bilans or not ('%bilan%' in the name).
CREATE OR REPLACE FUNCTION patient_summaries_after_type_rename() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM patient_summaries_refresh(ARRAY(
    SELECT DISTINCT e.patient_id FROM calendar_events e WHERE e.appointment_type_id = NEW.id AND e.patient_id IS NOT NULL));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER patient_summaries_type_rename AFTER UPDATE OF name ON appointment_types
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION patient_summaries_after_type_rename();--> statement-breakpoint
-- hand-written: the summaries of the patients already there.
SELECT patient_summaries_refresh(ARRAY(SELECT id FROM patients));
