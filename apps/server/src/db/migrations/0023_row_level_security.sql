-- hand-written: row-level security on patient data (issue 16 §4, docs/decisions.md "Row-level security").
-- Defence in depth behind lib/scope.ts: a request on patient data runs in a transaction that sets
-- praxis.user_id / praxis.organization_id (set_config(..., true)) and switches to the role
-- praxis_app (SET LOCAL ROLE, lib/rls.ts). For that role the policies below show and accept only
-- the rows of that scope, whatever the query's WHERE says. Every other role (the owner the server
-- connects as: jobs, migrations, seeding, backup, the calendar feed, the audit purge) passes the
-- explicit policy praxis_system; a superuser bypasses RLS anyway.
--
-- The application role: no login, no inheritance of anything; created once per cluster (roles
-- are cluster-wide; a concurrent creation by another database's migration is tolerated).
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'praxis_app') THEN
    BEGIN
      CREATE ROLE praxis_app NOLOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOBYPASSRLS;
    EXCEPTION WHEN duplicate_object OR unique_violation THEN
      NULL;
    END;
  END IF;
  -- A non-superuser owner must be a member of praxis_app to SET ROLE to it (without inheriting
  -- it). A superuser can always SET ROLE.
  IF NOT (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) THEN
    IF current_setting('server_version_num')::int >= 160000 THEN
      EXECUTE format('GRANT praxis_app TO %I WITH INHERIT FALSE, SET TRUE', current_user);
    ELSE
      EXECUTE format('GRANT praxis_app TO %I', current_user);
    END IF;
  END IF;
END $$;--> statement-breakpoint
-- What a request may do as praxis_app: read and write the application's tables (RLS narrows the
-- patient-data ones), run its functions, enqueue jobs inside its transaction (pg-boss schema).
-- Default privileges cover the tables later migrations and pg-boss create as the same owner.
GRANT USAGE ON SCHEMA public TO praxis_app;--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO praxis_app;--> statement-breakpoint
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO praxis_app;--> statement-breakpoint
ALTER DEFAULT PRIVILEGES GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO praxis_app;--> statement-breakpoint
ALTER DEFAULT PRIVILEGES GRANT USAGE, SELECT ON SEQUENCES TO praxis_app;--> statement-breakpoint
ALTER DEFAULT PRIVILEGES GRANT USAGE ON SCHEMAS TO praxis_app;--> statement-breakpoint
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_namespace WHERE nspname = 'pgboss') THEN
    GRANT USAGE ON SCHEMA pgboss TO praxis_app;
    GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA pgboss TO praxis_app;
    GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA pgboss TO praxis_app;
    GRANT EXECUTE ON ALL FUNCTIONS IN SCHEMA pgboss TO praxis_app;
  END IF;
END $$;--> statement-breakpoint
-- The scope of the transaction, as lib/scope.ts's scopeWhere: in an organisation its rows; in
-- private mode the user's own rows with no organisation. Unset settings match nothing.
CREATE OR REPLACE FUNCTION praxis_in_scope(row_user_id uuid, row_organization_id uuid) RETURNS boolean
  LANGUAGE sql STABLE AS $$
  SELECT CASE
    WHEN nullif(current_setting('praxis.organization_id', true), '') IS NOT NULL
      THEN row_organization_id = nullif(current_setting('praxis.organization_id', true), '')::uuid
    ELSE row_organization_id IS NULL
      AND row_user_id = nullif(current_setting('praxis.user_id', true), '')::uuid
  END
$$;--> statement-breakpoint
-- The patient-data tables: RLS enabled and forced (the owner too goes through the policies, and
-- passes by praxis_system), a system policy for every role but praxis_app, and the tenant policy
-- for praxis_app. Rows hanging off a patient must also point at a patient visible in the scope
-- when written (WITH CHECK; the subquery on patients is itself filtered by RLS).
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['patients', 'patient_representants', 'patient_goals', 'patient_parcours',
    'patient_instructions', 'patient_documents', 'patient_exports', 'calendar_events', 'reminder_sendings']
  LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
    EXECUTE format('CREATE POLICY praxis_system ON %I USING (current_user <> ''praxis_app'') WITH CHECK (current_user <> ''praxis_app'')', t);
  END LOOP;
  EXECUTE 'CREATE POLICY praxis_tenant ON patients TO praxis_app USING (praxis_in_scope(user_id, organization_id)) WITH CHECK (praxis_in_scope(user_id, organization_id))';
  EXECUTE 'CREATE POLICY praxis_tenant ON reminder_sendings TO praxis_app USING (praxis_in_scope(user_id, organization_id)) WITH CHECK (praxis_in_scope(user_id, organization_id))';
  FOREACH t IN ARRAY ARRAY['patient_representants', 'patient_goals', 'patient_parcours', 'patient_instructions',
    'patient_documents', 'patient_exports', 'calendar_events']
  LOOP
    EXECUTE format('CREATE POLICY praxis_tenant ON %I TO praxis_app USING (praxis_in_scope(user_id, organization_id)) '
      || 'WITH CHECK (praxis_in_scope(user_id, organization_id) AND (patient_id IS NULL OR EXISTS (SELECT 1 FROM patients p WHERE p.id = patient_id)))', t);
  END LOOP;
END $$;
--> statement-breakpoint
-- The no-overlap rule is per practitioner across all their spaces (appointments/overlap.ts names
-- the clashing slot): a practitioner may read their own events of any space. Writes stay scoped.
CREATE POLICY praxis_own_agenda ON calendar_events FOR SELECT TO praxis_app
  USING (user_id = nullif(current_setting('praxis.user_id', true), '')::uuid);
