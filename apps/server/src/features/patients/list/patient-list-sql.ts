import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { calendarEvents, consultationReasons, patients, patientSummaries } from '../../../db/schema';
import { scopeWhere, type Scope } from '../../../lib/scope';
import { escapeLike } from '../../../lib/search';

/**
 * SQL pieces of the patient list (spec 1 §2, §4). Cancelled events count for nothing: neither
 * as last/next appointment nor as a bilan (docs/decisions.md). Past = ended before now, future =
 * starting after now; an event under way is neither, as in the spec.
 */

const TRIGRAM = 3;

/**
 * A 2-character word has no trigram, so every name is read anyway: unaccent() is called directly,
 * without the SQL wrapper the indexes need (a function call per row saved).
 */
function shortWordMatches(term: string): SQL {
  const escaped = escapeLike(term);
  const fold = (value: SQL) => sql`public.unaccent('public.unaccent'::regdictionary, lower(${value}))`;
  const contains = (column: PgColumn) => sql`${fold(sql`${column}`)} LIKE '%' || ${fold(sql`${escaped}`)} || '%'`;
  return sql`(${contains(patients.firstName)} OR ${contains(patients.lastName)})`;
}

/**
 * From 3 characters, the ids of the scope's patients whose first or last name contains the word,
 * accent- and case-insensitively, found by the trigram indexes through praxis_patient_name_matches
 * (migration "rls_performance"): under row-level security a LIKE in the query itself could not use
 * them. The read of patients around it stays under RLS and the scope filter. The ids come as an
 * array: with `IN (SELECT …)` the planner read every patient of the scope to join them (a hash
 * semi join over a sequential scan), where an array is looked up through the primary key.
 */
function wordMatches(scope: Scope, term: string): SQL {
  if (term.length < TRIGRAM) return shortWordMatches(term);
  return sql`${patients.id} = ANY (ARRAY(SELECT praxis_patient_name_matches(${escapeLike(term)}, ${scope.userId}::uuid, ${scope.organizationId}::uuid)))`;
}

/** The words of a search term, each of which must be found in a name. */
export const searchWords = (term: string): string[] => term.split(/\s+/).filter(Boolean);

/**
 * A name search: every word must be found in the first or the last name, so 'Marie Dupont',
 * 'dupont marie' and 'mar dup' all find Marie Dupont.
 */
export function nameSearch(scope: Scope, term: string): SQL {
  return sql.join(
    searchWords(term).map((w) => wordMatches(scope, w)),
    sql` AND `,
  );
}

/** The scope's patients, optionally those whose names contain every word of the term. */
export function patientFilter(scope: Scope, term: string | null): SQL {
  const inScope = scopeWhere(patients, scope);
  if (!term) return inScope;
  return sql`${inScope} AND ${nameSearch(scope, term)}`;
}

/**
 * Last name then first name in the ICU root collation: case and accents are secondary, so
 * 'de Gaulle' sorts among the D and 'Écuyer' between 'Dupont' and 'Fabre'. Present on PostgreSQL
 * and PGlite alike, and compared natively (no function call per row, unlike unaccent()).
 */
const byName = (lastName: SQL, firstName: SQL, id: SQL) => sql`${lastName} COLLATE "und-x-icu", ${firstName} COLLATE "und-x-icu", ${id}`;
export const patientOrder = byName(sql`${patients.lastName}`, sql`${patients.firstName}`, sql`${patients.id}`);

/** Same order over the columns of a derived table `t` (last_name, first_name, id). */
export const derivedOrder = byName(sql`t.last_name`, sql`t.first_name`, sql`t.id`);

export const patientListColumns = sql`${patients.id} AS id, ${patients.firstName} AS first_name, ${patients.lastName} AS last_name,
  ${patients.dateOfBirth}::text AS date_of_birth, ${patients.civilite} AS civilite, ${patients.gender} AS gender,
  ${patients.consultationReasonId} AS reason_id`;

const counts = sql`${calendarEvents.status} <> 'cancelled'`;
// ends_at > starts_at (CHECK), so "ended before now" also bounds starts_at: the range index serves both.
const isPast = sql`${calendarEvents.startsAt} < now() AND ${calendarEvents.endsAt} < now()`;
const isFuture = sql`${calendarEvents.startsAt} > now()`;

/** Spec 1 §4 bilanStatus() in SQL, over three boolean expressions. */
export function bilanStatusCase(pastBilan: SQL, futureBilan: SQL, bilanDocument: SQL): SQL {
  return sql`CASE WHEN (${pastBilan}) AND (${bilanDocument}) THEN 'done'
    WHEN (${futureBilan}) OR (${bilanDocument}) THEN 'inprogress' ELSE 'todo' END`;
}

/**
 * Derived columns of one patient `patientId` of a page: its last and next appointments by index
 * lookups, its bilan status from its summary (the query joins `patient_summaries` on the page's
 * rows, see pageSummaryJoin). The summary gives the status the filters select by, from the same
 * definitions; read per row, the status took three EXISTS probes whose generic plan hashed every
 * bilan event and document of the scope (docs/performance.md).
 */
export function derivedColumnsFor(scope: Scope, patientId: SQL): SQL {
  const events = sql`FROM ${calendarEvents} WHERE ${calendarEvents.patientId} = ${patientId} AND ${scopeWhere(calendarEvents, scope)} AND ${counts}`;
  return sql`${lastAppointmentOf(scope, patientId)} AS last_appointment,
    (SELECT min(${calendarEvents.startsAt}) ${events} AND ${isFuture}) AS next_appointment,
    ${summaryBilanStatus} AS bilan_status`;
}

/** The summaries of a page's rows `t` (every patient has one since migration 0027; a left join all the same). */
export const pageSummaryJoin = sql`LEFT JOIN ${patientSummaries} ON ${patientSummaries.patientId} = t.id`;

/** Latest end of a past appointment of patient `patientId` (for the rows of one page). */
export function lastAppointmentOf(scope: Scope, patientId: SQL): SQL {
  return sql`(SELECT max(${calendarEvents.endsAt}) FROM ${calendarEvents} WHERE ${calendarEvents.patientId} = ${patientId}
    AND ${scopeWhere(calendarEvents, scope)} AND ${counts} AND ${isPast})`;
}

/**
 * The bilan status of a patient of the scope from its summary (patient_summaries: time-independent
 * aggregates of the non-cancelled events and the bilan document, see the schema), over a join with
 * `patient_summaries`. Same definitions as spec 1 §4: a future event starts after now, a past one
 * ended before now.
 */
export const summaryBilanStatus = bilanStatusCase(
  sql`coalesce(${patientSummaries.bilanFirstEnd} < now(), false)`,
  sql`coalesce(${patientSummaries.bilanLastStart} > now(), false)`,
  sql`coalesce(${patientSummaries.hasBilanDocument}, false)`,
);

const summary = patientSummaries;
const hasDocument = sql`${summary.hasBilanDocument} IS TRUE`;
const noDocument = sql`${summary.hasBilanDocument} IS NOT TRUE`;
const bilanToCome = sql`${summary.bilanLastStart} > now()`;
const noBilanToCome = sql`(${summary.bilanLastStart} IS NULL OR ${summary.bilanLastStart} <= now())`;
const pastBilan = sql`${summary.bilanFirstEnd} < now()`;
const noPastBilan = sql`(${summary.bilanFirstEnd} IS NULL OR ${summary.bilanFirstEnd} >= now())`;

/**
 * The filters on the summary, written as comparisons of its columns rather than as the status's
 * CASE: the planner estimates a comparison from the column's statistics, and gave a CASE = value
 * 0.5 % of the rows (PGlite, whose plans are made per query, then sorted every match instead of
 * walking the name order). Each equals `summaryBilanStatus = status`, a missing summary counting
 * as empty (the property test of patient-summaries.test.ts checks them against the rows shown):
 * done = a past bilan and a document; in progress = (a bilan to come or a document) and not done;
 * to do = neither a bilan to come nor a document.
 */
export const summaryFilters = {
  hasNext: sql`${summary.lastStart} > now()`,
  hasNoNext: sql`(${summary.lastStart} IS NULL OR ${summary.lastStart} <= now())`,
  bilanStatus: {
    done: sql`${pastBilan} AND ${hasDocument}`,
    inprogress: sql`(${bilanToCome} OR ${hasDocument}) AND (${noPastBilan} OR ${noDocument})`,
    todo: sql`${noBilanToCome} AND ${noDocument}`,
  },
};

export const reasonLabel = sql`(SELECT ${consultationReasons.label} FROM ${consultationReasons} WHERE ${consultationReasons.id} = t.reason_id) AS reason_label`;
