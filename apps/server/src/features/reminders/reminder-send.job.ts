import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { reminderSendingReasons as reasons } from '@praxis/shared/appointments/reminders';
import { DEFAULT_TIME_ZONE } from '@praxis/shared/appointments/schemas';
import { reminderLeadMinutes, renderReminder, type TReminderVariable } from '@praxis/shared/settings/schemas';
import { appointmentTypes, calendarEvents, patientRepresentatives, patients, profiles, reminderSendings, reminderTemplates, users } from '../../db/schema';
import type { AppDeps } from '../../lib/context';
import type { Database } from '../../lib/db';
import { defineJob } from '../../lib/jobs';
import { SmsRecipientInvalidError } from '../../lib/sms';
import type { Executor } from '../appointments/appointment-errors';

const ZPayload = z.object({ sendingId: z.uuid(), scheduledAt: z.iso.datetime() });
type Payload = z.infer<typeof ZPayload>;

type Outcome = { status: 'sent' | 'skipped' | 'cancelled' | 'failed'; reason: string | null };

function usableTimeZone(zone: string | null | undefined): string {
  if (!zone) return DEFAULT_TIME_ZONE;
  try {
    new Intl.DateTimeFormat('fr-FR', { timeZone: zone });
    return zone;
  } catch {
    return DEFAULT_TIME_ZONE;
  }
}

function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Everything the message needs, read at send time (the appointment may have changed since). */
async function loadContext(tx: Executor, appointmentId: string) {
  const [row] = await tx
    .select({
      status: calendarEvents.status,
      startsAt: calendarEvents.startsAt,
      location: calendarEvents.location,
      typeId: calendarEvents.appointmentTypeId,
      typeLocation: appointmentTypes.location,
      patientId: patients.id,
      firstName: patients.firstName,
      lastName: patients.lastName,
      email: patients.email,
      phone: patients.phoneNumber,
      userName: users.name,
      civilite: profiles.civilite,
      proFirstName: profiles.firstName,
      proLastName: profiles.lastName,
      timezone: profiles.timezone,
    })
    .from(calendarEvents)
    .innerJoin(appointmentTypes, eq(appointmentTypes.id, calendarEvents.appointmentTypeId))
    .innerJoin(users, eq(users.id, calendarEvents.userId))
    .leftJoin(profiles, eq(profiles.userId, calendarEvents.userId))
    .leftJoin(patients, eq(patients.id, calendarEvents.patientId))
    .where(eq(calendarEvents.id, appointmentId))
    .limit(1);
  if (!row) return null;
  const [representative] = row.patientId
    ? await tx
        .select({ email: patientRepresentatives.email, phone: patientRepresentatives.phone })
        .from(patientRepresentatives)
        .where(and(eq(patientRepresentatives.patientId, row.patientId), eq(patientRepresentatives.isPrimary, true)))
        .limit(1)
    : [];
  return { ...row, representative };
}

type Context = NonNullable<Awaited<ReturnType<typeof loadContext>>>;

function variables(ctx: Context): Record<TReminderVariable, string> {
  const timeZone = usableTimeZone(ctx.timezone);
  const professional = [ctx.civilite === 'Autre' ? null : ctx.civilite, ctx.proFirstName, ctx.proLastName].filter(Boolean).join(' ');
  return {
    patient_name: [ctx.firstName, ctx.lastName].filter(Boolean).join(' '),
    date_rdv: new Intl.DateTimeFormat('fr-FR', { timeZone, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(ctx.startsAt),
    heure_rdv: new Intl.DateTimeFormat('fr-FR', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(ctx.startsAt),
    lieu_rdv: ctx.location ?? ctx.typeLocation ?? '',
    praticien_name: ctx.proFirstName || ctx.proLastName ? professional : ctx.userName,
  };
}

function nonEmpty(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/** Sends through the channel, or tells why it cannot; a transport error is thrown (retry). */
async function deliver(deps: AppDeps, channel: string, template: string, ctx: Context): Promise<Outcome> {
  const values = variables(ctx);
  const text = renderReminder(template, values);
  if (channel === 'sms') {
    const to = nonEmpty(ctx.phone) ?? nonEmpty(ctx.representative?.phone);
    if (!to) return { status: 'skipped', reason: reasons.noPhone };
    try {
      await deps.sms.send({ to, text });
    } catch (err) {
      if (err instanceof SmsRecipientInvalidError) return { status: 'skipped', reason: reasons.invalidPhone };
      throw err;
    }
    return { status: 'sent', reason: null };
  }
  const to = nonEmpty(ctx.email) ?? nonEmpty(ctx.representative?.email);
  if (!to) return { status: 'skipped', reason: reasons.noEmail };
  await deps.mailer.send({
    to,
    subject: `Rappel de votre rendez-vous du ${values.date_rdv} à ${values.heure_rdv}`,
    text,
    html: text.split(/\n{2,}/).map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`).join('\n'),
    private: true,
  });
  return { status: 'sent', reason: null };
}

/**
 * One reminder (issue 17 §1). The row is locked for the whole attempt, so two workers (two
 * server processes) never send it both: the second waits, then finds it no longer 'scheduled'.
 * At run time the appointment and the rule are read again: deleted, cancelled, moved or a rule
 * changed → nothing is sent. A transport error rolls the attempt back and the queue retries with
 * back-off; the last attempt records 'failed' with its reason instead.
 */
export async function runReminderSending(
  deps: AppDeps,
  payload: Payload,
  attempt: { isLastAttempt: boolean },
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [sending] = await tx.select().from(reminderSendings).where(eq(reminderSendings.id, payload.sendingId)).for('update');
    // Gone with its appointment, already handled, or superseded by a later schedule.
    if (!sending || sending.status !== 'scheduled' || sending.scheduledAt.toISOString() !== payload.scheduledAt) return;
    const now = deps.now();
    if (now < sending.scheduledAt) {
      // Early (clocks apart): put back on the queue for its time rather than lose it.
      await deps.jobs.enqueue(reminderSendJob, payload, { startAfter: sending.scheduledAt, tx: tx as Database });
      return;
    }
    const record = (outcome: Outcome) =>
      tx
        .update(reminderSendings)
        .set({ status: outcome.status, reason: outcome.reason, sentAt: outcome.status === 'sent' ? now : null, updatedAt: now })
        .where(eq(reminderSendings.id, sending.id));

    const ctx = await loadContext(tx, sending.appointmentId);
    if (!ctx) return;
    const [rule] = await tx.select().from(reminderTemplates).where(eq(reminderTemplates.id, sending.ruleId)).limit(1);
    const stale: string | null =
      ctx.status === 'cancelled'
        ? reasons.cancelled
        : ctx.status !== 'scheduled'
          ? reasons.notScheduled
          : ctx.startsAt.getTime() !== sending.startAt.getTime()
            ? reasons.moved
            : !rule?.isActive
              ? reasons.ruleDeleted
              : rule.appointmentTypeId !== ctx.typeId ||
                  rule.channel !== sending.channel ||
                  ctx.startsAt.getTime() - reminderLeadMinutes(rule.offsetDays, rule.offsetMinutes) * 60_000 !== sending.scheduledAt.getTime()
                ? reasons.ruleChanged
                : ctx.startsAt <= now
                  ? reasons.past
                  : null;
    if (stale) return void (await record({ status: stale === reasons.past ? 'skipped' : 'cancelled', reason: stale }));
    if (!ctx.patientId || !rule) return void (await record({ status: 'skipped', reason: reasons.noPatient }));

    let outcome: Outcome;
    try {
      outcome = await deliver(deps, sending.channel, rule.messageTemplate, ctx);
    } catch (err) {
      if (!attempt.isLastAttempt) throw err;
      outcome = { status: 'failed', reason: reasons.sendFailed };
    }
    await record(outcome);
  });
}

/**
 * Retries: an SMTP server down for a while is waited for (1, 2, 4, 8 then 16 minutes); the last
 * attempt records the failure where the practitioner sees it.
 */
export const reminderSendJob = defineJob({
  name: 'reminder-send',
  payload: ZPayload,
  retry: { retryLimit: 5, retryDelaySeconds: 60, expireInSeconds: 5 * 60, heartbeatSeconds: 30 },
  concurrency: 2,
  run: (payload, context) => runReminderSending(context.deps, payload, context),
  async onFailed({ sendingId, scheduledAt }, { deps }) {
    // An attempt that expired or lost its process: still never lost silently.
    await deps.db
      .update(reminderSendings)
      .set({ status: 'failed', reason: reasons.sendFailed, updatedAt: deps.now() })
      .where(and(eq(reminderSendings.id, sendingId), eq(reminderSendings.status, 'scheduled'), eq(reminderSendings.scheduledAt, new Date(scheduledAt))));
  },
});

export const reminderJobs = [reminderSendJob];
