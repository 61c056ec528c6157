-- hand-written: row-level security on the waiting list and the appointment series (issue 16 §4,
-- docs/decisions.md "Row-level security"): the same two policies as the patient-data tables
-- (0023, in the form of 0024). A waiting-list entry must also point at a patient visible in the
-- scope when written.
DO $$
DECLARE
  t text;
  in_scope constant text := '(organization_id = (SELECT nullif(current_setting(''praxis.organization_id'', true), '''')::uuid)'
    || ' OR (organization_id IS NULL AND user_id = (SELECT CASE WHEN nullif(current_setting(''praxis.organization_id'', true), '''') IS NULL'
    || ' THEN nullif(current_setting(''praxis.user_id'', true), '''')::uuid END)))';
  not_app constant text := '((SELECT current_user) <> ''praxis_app'')';
BEGIN
  FOREACH t IN ARRAY ARRAY['waiting_list_entries', 'appointment_series']
  LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
    EXECUTE format('CREATE POLICY praxis_system ON %I USING %s WITH CHECK %s', t, not_app, not_app);
  END LOOP;
  EXECUTE format('CREATE POLICY praxis_tenant ON appointment_series TO praxis_app USING %s WITH CHECK %s', in_scope, in_scope);
  EXECUTE format('CREATE POLICY praxis_tenant ON waiting_list_entries TO praxis_app USING %s '
    || 'WITH CHECK (%s AND EXISTS (SELECT 1 FROM patients p WHERE p.id = patient_id))', in_scope, in_scope);
END $$;
