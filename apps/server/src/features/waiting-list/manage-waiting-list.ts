import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  waitingListMessages as m,
  type TWaitingList,
  type TWaitingListEntry,
  type ZWaitingListInput,
  type ZWaitingListPatch,
} from '@praxis/shared/appointments/waiting-list';
import { waitingListEntries } from '../../db/schema';
import type { Database } from '../../lib/db';
import { AppError } from '../../lib/errors';
import { ownerWhere, scopeValues, scopeWhere, type Scope } from '../../lib/scope';
import { step, type Executor } from '../appointments/appointment-errors';
import { findScopedPatient, findUsableType } from '../appointments/reference-checks';
import { selectEntries } from './waiting-list-row';

const t = waitingListEntries;

/** The scope's waiting list (a colleague reads the cabinet's), oldest request first. */
export async function findWaitingList(db: Database, scope: Scope): Promise<TWaitingList> {
  const items = await selectEntries(db, scopeWhere(t, scope), scope.userId);
  return { items, total: items.length };
}

async function oneEntry(db: Executor, scope: Scope, id: string): Promise<TWaitingListEntry> {
  const [entry] = await selectEntries(db, and(scopeWhere(t, scope), eq(t.id, id)), scope.userId);
  if (!entry) throw AppError.notFound(m.notFound);
  return entry;
}

/** Adds a patient of the scope (a type, if given, must be one of the user's active types). */
export async function createWaitingEntry(
  db: Database,
  scope: Scope,
  input: z.output<typeof ZWaitingListInput>,
): Promise<TWaitingListEntry> {
  return db.transaction(async (tx) => {
    const patient = await findScopedPatient(tx, scope, input.patientId);
    const type = input.appointmentTypeId
      ? await findUsableType(tx, scope, input.appointmentTypeId)
      : null;
    const [row] = await step(m.saveFailed, () =>
      tx
        .insert(t)
        .values({
          ...scopeValues(scope),
          patientId: patient.id,
          appointmentTypeId: type?.id ?? null,
          weekdays: input.weekdays,
          timeFrom: input.timeFrom,
          timeTo: input.timeTo,
          note: input.note ?? null,
        })
        .returning({ id: t.id }),
    );
    if (!row) throw new AppError('INTERNAL', m.saveFailed);
    return oneEntry(tx, scope, row.id);
  });
}

/** Owner only (like every cabinet row): the merged window must still end after it starts. */
export async function updateWaitingEntry(
  db: Database,
  scope: Scope,
  id: string,
  patch: z.output<typeof ZWaitingListPatch>,
): Promise<TWaitingListEntry> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ timeFrom: t.timeFrom, timeTo: t.timeTo })
      .from(t)
      .where(and(ownerWhere(t, scope), eq(t.id, id)))
      .limit(1);
    if (!current) throw AppError.notFound(m.notFound);
    const timeFrom = patch.timeFrom ?? current.timeFrom;
    const timeTo = patch.timeTo ?? current.timeTo;
    if (timeTo <= timeFrom)
      throw new AppError('VALIDATION', m.windowInvalid, 422, { timeTo: m.windowInvalid });
    const type = patch.appointmentTypeId
      ? await findUsableType(tx, scope, patch.appointmentTypeId)
      : null;
    await step(m.saveFailed, () =>
      tx
        .update(t)
        .set({
          ...(patch.weekdays ? { weekdays: patch.weekdays } : {}),
          timeFrom,
          timeTo,
          ...(patch.appointmentTypeId !== undefined ? { appointmentTypeId: type?.id ?? null } : {}),
          ...(patch.note !== undefined ? { note: patch.note } : {}),
          updatedAt: new Date(),
        })
        .where(and(ownerWhere(t, scope), eq(t.id, id))),
    );
    return oneEntry(tx, scope, id);
  });
}

export async function deleteWaitingEntry(db: Database, scope: Scope, id: string): Promise<void> {
  const [row] = await db
    .delete(t)
    .where(and(ownerWhere(t, scope), eq(t.id, id)))
    .returning({ id: t.id });
  if (!row) throw AppError.notFound(m.notFound);
}

/**
 * Booking from the waiting list (POST /appointments with waitingListEntryId): inside the
 * appointment's transaction, the entry of that patient in the scope is removed — by whoever books
 * in the cabinet, as the booking fulfils it. Missing → 422, and the appointment is not created.
 */
export async function removeBookedEntry(
  db: Executor,
  scope: Scope,
  entryId: string,
  patientId: string | null,
): Promise<void> {
  const refused = new AppError('VALIDATION', m.notFound, 422, { waitingListEntryId: m.notFound });
  if (!patientId) throw refused;
  const [row] = await db
    .delete(t)
    .where(and(scopeWhere(t, scope), eq(t.id, entryId), eq(t.patientId, patientId)))
    .returning({ id: t.id });
  if (!row) throw refused;
}
