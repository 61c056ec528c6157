-- Row-level security, same rules, cheaper to evaluate (issue 15 §4, docs/decisions.md "Policies read
-- the scope once per query"). praxis_in_scope() is inlined by the planner, so each row called
-- current_setting() two or three times: on a 10,000-patient count that alone took ~10 ms, and the
-- policy's CASE hid the user and organisation equalities from the index paths. Here each setting
-- is read once per query (a scalar subquery is an InitPlan, computed once), and the scope is two
-- plain equalities:
--   organisation set: organization_id = it (the second branch compares user_id with NULL: no row);
--   organisation unset: the first branch compares with NULL (no row), the second is the user's own
--   rows with no organisation. Unset settings match nothing, as before.
DO $$
DECLARE
  t text;
  in_scope constant text := '(organization_id = (SELECT nullif(current_setting(''praxis.organization_id'', true), '''')::uuid)'
    || ' OR (organization_id IS NULL AND user_id = (SELECT CASE WHEN nullif(current_setting(''praxis.organization_id'', true), '''') IS NULL'
    || ' THEN nullif(current_setting(''praxis.user_id'', true), '''')::uuid END)))';
  not_app constant text := '((SELECT current_user) <> ''praxis_app'')';
BEGIN
  FOREACH t IN ARRAY ARRAY['patients', 'patient_representants', 'patient_goals', 'patient_parcours',
    'patient_instructions', 'patient_documents', 'patient_exports', 'calendar_events', 'reminder_sendings']
  LOOP
    EXECUTE format('ALTER POLICY praxis_system ON %I USING %s WITH CHECK %s', t, not_app, not_app);
  END LOOP;
  EXECUTE format('ALTER POLICY praxis_tenant ON patients USING %s WITH CHECK %s', in_scope, in_scope);
  EXECUTE format('ALTER POLICY praxis_tenant ON reminder_sendings USING %s WITH CHECK %s', in_scope, in_scope);
  FOREACH t IN ARRAY ARRAY['patient_representants', 'patient_goals', 'patient_parcours', 'patient_instructions',
    'patient_documents', 'patient_exports', 'calendar_events']
  LOOP
    EXECUTE format('ALTER POLICY praxis_tenant ON %I USING %s '
      || 'WITH CHECK (%s AND (patient_id IS NULL OR EXISTS (SELECT 1 FROM patients p WHERE p.id = patient_id)))', t, in_scope, in_scope);
  END LOOP;
END $$;
--> statement-breakpoint
ALTER POLICY praxis_own_agenda ON calendar_events
  USING (user_id = (SELECT nullif(current_setting('praxis.user_id', true), '')::uuid));
--> statement-breakpoint
-- The patient name search under row-level security: the trigram indexes cannot serve it there
-- (LIKE and unaccent() are not leakproof, so PostgreSQL checks the policies on every row before
-- them: a seq scan calling unaccent() twice per patient, ~35 ms at 10,000 patients). This function
-- runs as its owner, so its query uses the indexes, and returns only the ids of the given scope's
-- patients whose first or last name contains `pattern` (already LIKE-escaped; folded here as
-- lib/search.ts's containsText folds it). Inside a scoped transaction it also keeps to the
-- transaction's scope. Callers use it as `id IN (SELECT …)`: their read of patients stays under RLS.
CREATE OR REPLACE FUNCTION praxis_patient_name_matches(pattern text, scope_user_id uuid, scope_organization_id uuid)
  RETURNS SETOF uuid LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp ROWS 100 AS $$
  SELECT id FROM public.patients
  WHERE (immutable_unaccent(lower(first_name)) LIKE '%' || immutable_unaccent(lower(pattern)) || '%'
      OR immutable_unaccent(lower(last_name)) LIKE '%' || immutable_unaccent(lower(pattern)) || '%')
    AND CASE WHEN scope_organization_id IS NOT NULL THEN organization_id = scope_organization_id
      ELSE organization_id IS NULL AND user_id = scope_user_id END
    AND (nullif(current_setting('praxis.user_id', true), '') IS NULL OR praxis_in_scope(user_id, organization_id))
$$;
