import { and, eq, gt, inArray, or, sql } from 'drizzle-orm';
import { reminderSendingReasons as reasons } from '@praxis/shared/appointments/reminders';
import { reminderLeadMinutes } from '@praxis/shared/settings/schemas';
import { calendarEvents, reminderSendings, reminderTemplates } from '../../db/schema';
import type { AppDeps } from '../../lib/context';
import type { Database } from '../../lib/db';
import type { Executor } from '../appointments/appointment-errors';
import { reminderSendJob } from './reminder-send.job';

export type ReminderDeps = Pick<AppDeps, 'jobs' | 'now'>;

type Pending = { id: string; ruleId: string; startAt: Date };

/** A rule no longer among its type's active ones: deleted, or moved to another type. */
async function goneRuleReason(tx: Executor, ruleId: string): Promise<string> {
  const [rule] = await tx.select({ isActive: reminderTemplates.isActive }).from(reminderTemplates).where(eq(reminderTemplates.id, ruleId)).limit(1);
  return rule?.isActive ? reasons.ruleChanged : reasons.ruleDeleted;
}

/**
 * Brings an appointment's pending reminders in line with it and with the active rules of its
 * type (issue 17 §1), inside the caller's transaction: one row per rule and appointment start,
 * due at start − the rule's delay, with a job on the queue at that time (at once when the due
 * time is already past but the appointment is not). Pending rows that no longer apply (moved,
 * cancelled, rule changed or deleted) become 'cancelled' with the reason; their job, when it
 * runs, finds nothing to do. Rows already sent, skipped or failed are never touched, so a rule
 * fires at most once per appointment start.
 */
export async function syncAppointmentReminders(tx: Executor, deps: ReminderDeps, appointmentId: string): Promise<void> {
  const [appointment] = await tx
    .select({
      userId: calendarEvents.userId,
      organizationId: calendarEvents.organizationId,
      patientId: calendarEvents.patientId,
      typeId: calendarEvents.appointmentTypeId,
      startsAt: calendarEvents.startsAt,
      status: calendarEvents.status,
    })
    .from(calendarEvents)
    .where(eq(calendarEvents.id, appointmentId))
    .limit(1);
  if (!appointment) return;
  const now = deps.now();
  const pending: Pending[] = await tx
    .select({ id: reminderSendings.id, ruleId: reminderSendings.ruleId, startAt: reminderSendings.startAt })
    .from(reminderSendings)
    .where(and(eq(reminderSendings.appointmentId, appointmentId), eq(reminderSendings.status, 'scheduled')));
  const rules = await tx
    .select({ id: reminderTemplates.id, channel: reminderTemplates.channel, offsetDays: reminderTemplates.offsetDays, offsetMinutes: reminderTemplates.offsetMinutes })
    .from(reminderTemplates)
    .where(and(eq(reminderTemplates.appointmentTypeId, appointment.typeId), eq(reminderTemplates.isActive, true)));

  // Free slots have nobody to remind; past or non-scheduled appointments nothing to remind of.
  const wanted = appointment.status === 'scheduled' && appointment.patientId !== null && appointment.startsAt > now ? rules : [];
  const start = appointment.startsAt.getTime();

  for (const row of pending) {
    const stillWanted = wanted.some((r) => r.id === row.ruleId) && row.startAt.getTime() === start;
    if (stillWanted) continue;
    const reason =
      appointment.status === 'cancelled'
        ? reasons.cancelled
        : appointment.status !== 'scheduled'
          ? reasons.notScheduled
          : row.startAt.getTime() !== start
            ? reasons.moved
            : !rules.some((r) => r.id === row.ruleId)
              ? await goneRuleReason(tx, row.ruleId)
              : reasons.past;
    await tx
      .update(reminderSendings)
      .set({ status: 'cancelled', reason, updatedAt: now })
      .where(and(eq(reminderSendings.id, row.id), eq(reminderSendings.status, 'scheduled')));
  }

  for (const rule of wanted) {
    const due = new Date(start - reminderLeadMinutes(rule.offsetDays, rule.offsetMinutes) * 60_000);
    const [changed] = await tx
      .insert(reminderSendings)
      .values({
        userId: appointment.userId,
        organizationId: appointment.organizationId,
        appointmentId,
        ruleId: rule.id,
        channel: rule.channel,
        startAt: appointment.startsAt,
        scheduledAt: due,
      })
      .onConflictDoUpdate({
        target: [reminderSendings.appointmentId, reminderSendings.ruleId, reminderSendings.startAt],
        set: { status: 'scheduled', reason: null, channel: rule.channel, scheduledAt: due, updatedAt: now },
        // A cancelled row comes back (the appointment is back at that start); a pending one
        // follows the rule's new delay or channel; one already sent, skipped or failed stays.
        setWhere: sql`${reminderSendings.status} = 'cancelled' OR (${reminderSendings.status} = 'scheduled' AND (${reminderSendings.scheduledAt} <> ${due.toISOString()}::timestamptz OR ${reminderSendings.channel} <> ${rule.channel}))`,
      })
      .returning({ id: reminderSendings.id });
    if (!changed) continue;
    const jobId = await deps.jobs.enqueue(
      reminderSendJob,
      { sendingId: changed.id, scheduledAt: due.toISOString() },
      { startAfter: due > now ? due : now, tx: tx as Database },
    );
    await tx.update(reminderSendings).set({ jobId }).where(eq(reminderSendings.id, changed.id));
  }
}

/**
 * After a rule is created, changed or deleted, inside the transaction that changed it: the coming
 * appointments of its type, and those holding a pending reminder of it (its former type), are
 * brought in line.
 */
export async function syncRuleReminders(tx: Executor, deps: ReminderDeps, ruleId: string): Promise<void> {
  const [rule] = await tx.select({ typeId: reminderTemplates.appointmentTypeId }).from(reminderTemplates).where(eq(reminderTemplates.id, ruleId)).limit(1);
  if (!rule) return;
  const pendingOfRule = tx
    .select({ id: reminderSendings.appointmentId })
    .from(reminderSendings)
    .where(and(eq(reminderSendings.ruleId, ruleId), eq(reminderSendings.status, 'scheduled')));
  const appointments = await tx
    .select({ id: calendarEvents.id })
    .from(calendarEvents)
    .where(
      or(
        and(eq(calendarEvents.appointmentTypeId, rule.typeId), gt(calendarEvents.startsAt, deps.now())),
        inArray(calendarEvents.id, pendingOfRule),
      ),
    );
  for (const { id } of appointments) await syncAppointmentReminders(tx, deps, id);
}
