import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { PATIENT_SEARCH_MIN, type TPatientList, type TPatientListItem, type ZPatientListQuery } from '@praxis/shared/patients/schemas';
import { patients, patientSummaries } from '../../../db/schema';
import type { Database } from '../../../lib/db';
import { scopeWhere, type Scope } from '../../../lib/scope';
import { isoInstant, preparedRows, sqlRows } from '../../../lib/sql-rows';
import {
  derivedColumnsFor,
  derivedOrder,
  patientFilter,
  patientListColumns,
  pageSummaryJoin,
  patientOrder,
  reasonLabel,
  searchWords,
  summaryFilters,
} from './patient-list-sql';

export type TPatientListFilters = z.output<typeof ZPatientListQuery>;

type ListRow = {
  id: string;
  first_name: string;
  last_name: string;
  date_of_birth: string;
  civilite: string;
  gender: string;
  reason_id: string | null;
  reason_label: string | null;
  last_appointment: unknown;
  next_appointment: unknown;
  bilan_status: TPatientListItem['bilanStatus'];
  total: number;
};

/** The search applies from 2 characters (spec 1 §2); shorter is no search at all. */
function searchTermOf(search: string | undefined): string | null {
  const term = search?.trim() ?? '';
  return term.length >= PATIENT_SEARCH_MIN ? term : null;
}

/** No filter: the page of patients first (name index), then its derived columns by patient. */
function unfilteredPage(scope: Scope, term: string | null, limit: number, offset: number): SQL {
  const page = sql`SELECT t.*, ${reasonLabel}, ${derivedColumnsFor(scope, sql`t.id`)}`;
  if (!term) {
    // The count is its own index-only scan, so the page stops after `limit` index entries.
    return sql`WITH t AS (
        SELECT ${patientListColumns} FROM ${patients} WHERE ${patientFilter(scope, null)}
        ORDER BY ${patientOrder} LIMIT ${limit} OFFSET ${offset}
      )
      ${page}, (SELECT count(*)::int FROM ${patients} WHERE ${patientFilter(scope, null)}) AS total
      FROM t ${pageSummaryJoin} ORDER BY ${derivedOrder}`;
  }
  // A search: the names are matched once, then counted and paged.
  return sql`WITH m AS MATERIALIZED (
        SELECT ${patientListColumns} FROM ${patients} WHERE ${patientFilter(scope, term)}
      ), t AS (
        SELECT * FROM m t ORDER BY ${derivedOrder} LIMIT ${limit} OFFSET ${offset}
      )
      ${page}, (SELECT count(*)::int FROM m) AS total
      FROM t ${pageSummaryJoin} ORDER BY ${derivedOrder}`;
}

/**
 * A bilan or appointment filter: the scope's patients with their summary (patient_summaries, kept
 * by triggers on the writes). The page walks the name order (the sort index, no sort of every match)
 * and stops after `limit` matches; the page's own dates are then read per row as in the unfiltered
 * list. Without a search, the total counts the scope's summaries alone (every patient has one, with
 * its scope): the patients' rows, the widest of the scope, are not read for it.
 */
function filteredPage(scope: Scope, term: string | null, filters: TPatientListFilters, limit: number, offset: number): SQL {
  const conditions: SQL[] = [];
  if (filters.bilanStatus !== 'all') conditions.push(summaryFilters.bilanStatus[filters.bilanStatus]);
  if (filters.hasNextAppointment === 'yes') conditions.push(summaryFilters.hasNext);
  if (filters.hasNextAppointment === 'no') conditions.push(summaryFilters.hasNoNext);
  const matching = sql.join(conditions, sql` AND `);
  const from = sql`FROM ${patients} LEFT JOIN ${patientSummaries} ON ${patientSummaries.patientId} = ${patients.id}
    WHERE ${patientFilter(scope, term)} AND ${matching}`;
  const total = term
    ? sql`SELECT count(*)::int ${from}`
    : sql`SELECT count(*)::int FROM ${patientSummaries} WHERE ${scopeWhere(patientSummaries, scope)} AND ${matching}`;
  return sql`WITH t AS (
      SELECT ${patientListColumns} ${from} ORDER BY ${patientOrder} LIMIT ${limit} OFFSET ${offset}
    )
    SELECT t.*, ${reasonLabel}, ${derivedColumnsFor(scope, sql`t.id`)}, (${total}) AS total
    FROM t ${pageSummaryJoin} ORDER BY ${derivedOrder}`;
}

/** The list query for one page (exported for EXPLAIN in the benchmark). */
export function patientListQuery(scope: Scope, filters: TPatientListFilters, limit: number, offset: number): SQL {
  const term = searchTermOf(filters.search);
  const isFiltered = filters.bilanStatus !== 'all' || filters.hasNextAppointment !== 'all';
  return isFiltered ? filteredPage(scope, term, filters, limit, offset) : unfilteredPage(scope, term, limit, offset);
}

/**
 * The list's query text depends only on the filters' shape (which filters, how many words and of
 * which length), so it is prepared: planning was a fifth of its PostgreSQL time (docs/performance.md).
 * Only the common shapes are (no search, or one word: at most 36 texts with the filters and the
 * two kinds of scope), so that no one can fill each connection with large statements; a search of
 * several words takes the plain path.
 */
const PREPARED_MAX_WORDS = 1;

function listRows(db: Database, query: SQL, filters: TPatientListFilters): Promise<ListRow[]> {
  const term = searchTermOf(filters.search);
  const words = term === null ? 0 : searchWords(term).length;
  return words <= PREPARED_MAX_WORDS ? preparedRows<ListRow>(db, query) : sqlRows<ListRow>(db, query);
}

function toItem(row: ListRow): TPatientListItem {
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    dateOfBirth: row.date_of_birth,
    civilite: row.civilite,
    gender: row.gender,
    consultationReason: row.reason_id && row.reason_label !== null ? { id: row.reason_id, label: row.reason_label } : null,
    lastAppointment: isoInstant(row.last_appointment),
    nextAppointment: isoInstant(row.next_appointment),
    bilanStatus: row.bilan_status,
  };
}

/**
 * GET /patients (spec 1 §2 list, §4 bilan status): one query gives the page, its derived columns
 * and the total. Filters are applied in SQL so pages and totals stay right.
 */
export async function findPatients(db: Database, scope: Scope, filters: TPatientListFilters): Promise<TPatientList> {
  const pageOf = (limit: number, offset: number) => patientListQuery(scope, filters, limit, offset);
  const offset = (filters.page - 1) * filters.pageSize;
  const rows = await listRows(db, pageOf(filters.pageSize, offset), filters);
  // A page past the end has no row to carry the total: count with the first row instead.
  const total = rows[0]?.total ?? (offset > 0 ? ((await listRows(db, pageOf(1, 0), filters))[0]?.total ?? 0) : 0);
  return { items: rows.map(toItem), total: Number(total), page: filters.page, pageSize: filters.pageSize };
}
