import { sql, type SQL } from 'drizzle-orm';
import { appointmentTypes, calendarEvents, consultationReasons, patientDocuments, patients } from '../../../db/schema';
import { containsText } from '../../../lib/search';
import { scopeWhere, type Scope } from '../../../lib/scope';

/**
 * SQL pieces of the patient list (spec 1 §2, §4). Cancelled events count for nothing: neither
 * as last/next appointment nor as a bilan (docs/decisions.md). Past = ended before now, future =
 * starting after now; an event under way is neither, as in the spec.
 */

/** The scope's patients, optionally those whose first or last name contains the term. */
export function patientFilter(scope: Scope, term: string | null): SQL {
  const inScope = scopeWhere(patients, scope);
  if (!term) return inScope;
  return sql`${inScope} AND (${containsText(patients.firstName, term)} OR ${containsText(patients.lastName, term)})`;
}

/** Last name then first name, accents and case folded ('Écuyer' between 'Dupont' and 'Fabre'). */
export const patientOrder = sql`immutable_unaccent(lower(${patients.lastName})), immutable_unaccent(lower(${patients.firstName})), ${patients.lastName}, ${patients.firstName}, ${patients.id}`;

/** Same order over the columns of a derived table `t` (last_name, first_name, id). */
export const derivedOrder = sql`immutable_unaccent(lower(t.last_name)), immutable_unaccent(lower(t.first_name)), t.last_name, t.first_name, t.id`;

export const patientListColumns = sql`${patients.id} AS id, ${patients.firstName} AS first_name, ${patients.lastName} AS last_name,
  ${patients.dateOfBirth}::text AS date_of_birth, ${patients.civilite} AS civilite, ${patients.gender} AS gender,
  ${patients.consultationReasonId} AS reason_id`;

const isBilanType = sql`${appointmentTypes.name} ILIKE '%bilan%'`;
const isBilanDocument = sql`${patientDocuments.isActive} AND ${patientDocuments.fileName} ILIKE '%bilan%'`;
const counts = sql`${calendarEvents.status} <> 'cancelled'`;
// ends_at > starts_at (CHECK), so "ended before now" also bounds starts_at: the range index serves both.
const isPast = sql`${calendarEvents.startsAt} < now() AND ${calendarEvents.endsAt} < now()`;
const isFuture = sql`${calendarEvents.startsAt} > now()`;

/** Spec 1 §4 bilanStatus() in SQL, over three boolean expressions. */
export function bilanStatusCase(pastBilan: SQL, futureBilan: SQL, bilanDocument: SQL): SQL {
  return sql`CASE WHEN (${pastBilan}) AND (${bilanDocument}) THEN 'done'
    WHEN (${futureBilan}) OR (${bilanDocument}) THEN 'inprogress' ELSE 'todo' END`;
}

/** Derived columns of one patient `patientId`, by index lookups (the unfiltered page). */
export function derivedColumnsFor(scope: Scope, patientId: SQL): SQL {
  const events = sql`FROM ${calendarEvents} WHERE ${calendarEvents.patientId} = ${patientId} AND ${scopeWhere(calendarEvents, scope)} AND ${counts}`;
  const bilanEvents = sql`FROM ${calendarEvents} JOIN ${appointmentTypes} ON ${appointmentTypes.id} = ${calendarEvents.appointmentTypeId}
    WHERE ${calendarEvents.patientId} = ${patientId} AND ${scopeWhere(calendarEvents, scope)} AND ${counts} AND ${isBilanType}`;
  const pastBilan = sql`EXISTS (SELECT 1 ${bilanEvents} AND ${isPast})`;
  const futureBilan = sql`EXISTS (SELECT 1 ${bilanEvents} AND ${isFuture})`;
  const bilanDocument = sql`EXISTS (SELECT 1 FROM ${patientDocuments} WHERE ${patientDocuments.patientId} = ${patientId}
    AND ${scopeWhere(patientDocuments, scope)} AND ${isBilanDocument})`;
  return sql`(SELECT max(${calendarEvents.endsAt}) ${events} AND ${isPast}) AS last_appointment,
    (SELECT min(${calendarEvents.startsAt}) ${events} AND ${isFuture}) AS next_appointment,
    ${bilanStatusCase(pastBilan, futureBilan, bilanDocument)} AS bilan_status`;
}

/** Per-patient aggregates over the whole scope (the filtered list): CTEs past, future, docs. */
export function aggregateCtes(scope: Scope): SQL {
  const events = sql`FROM ${calendarEvents} JOIN ${appointmentTypes} ON ${appointmentTypes.id} = ${calendarEvents.appointmentTypeId}
    WHERE ${scopeWhere(calendarEvents, scope)} AND ${calendarEvents.patientId} IS NOT NULL AND ${counts}`;
  return sql`past AS (
      SELECT ${calendarEvents.patientId} AS patient_id, max(${calendarEvents.endsAt}) AS last_appointment, bool_or(${isBilanType}) AS past_bilan
      ${events} AND ${isPast} GROUP BY ${calendarEvents.patientId}
    ), future AS (
      SELECT ${calendarEvents.patientId} AS patient_id, min(${calendarEvents.startsAt}) AS next_appointment, bool_or(${isBilanType}) AS future_bilan
      ${events} AND ${isFuture} GROUP BY ${calendarEvents.patientId}
    ), docs AS (
      SELECT DISTINCT ${patientDocuments.patientId} AS patient_id FROM ${patientDocuments}
      WHERE ${scopeWhere(patientDocuments, scope)} AND ${isBilanDocument}
    )`;
}

export const reasonLabel = sql`(SELECT ${consultationReasons.label} FROM ${consultationReasons} WHERE ${consultationReasons.id} = t.reason_id) AS reason_label`;
