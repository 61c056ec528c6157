import { eq, sql } from 'drizzle-orm';
import { calendarEvents } from '../../db/schema';
import type { Executor } from '../../features/appointments/appointment-errors';
import { scopeValues, type Scope } from '../../lib/scope';
import { insertInChunks } from './chunks';
import { NOTES } from './french-data';
import { DAY_MS, dayOf, isWeekday, localDate, localInstant } from './local-time';
import type { SeededPatient } from './patients';
import type { SeededType } from './practice';
import type { Random } from './random';

export type AppointmentCounts = { appointments: number; past: number; future: number; freeSlots: number; firstDay: string; lastDay: string };

const DAY_START = 8 * 60 + 30;
const DAY_END = 19 * 60 + 30;
const LUNCH = [12 * 60 + 30, 13 * 60 + 30] as const;

/** Local dates on which the practitioner already has events: the seed leaves those days alone. */
async function busyDays(db: Executor, userId: string, timeZone: string): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ day: sql<string>`to_char(${calendarEvents.startsAt} AT TIME ZONE ${timeZone}, 'YYYY-MM-DD')` })
    .from(calendarEvents)
    .where(eq(calendarEvents.userId, userId));
  return new Set(rows.map((r) => r.day));
}

/** Weekdays from `start`, one way or the other, skipping busy ones. */
function* weekdays(start: Date, step: 1 | -1, busy: Set<string>): Generator<Date> {
  for (let day = start; ; day = new Date(day.getTime() + step * DAY_MS)) {
    if (isWeekday(day) && !busy.has(day.toISOString().slice(0, 10))) yield day;
  }
}

export type AgendaPlan = { scope: Scope; types: SeededType[]; patients: SeededPatient[]; random: Random; now: Date; timeZone: string };
/** Appointments go to the patients in active follow-up (or any, when none is active). */
type Plan = AgendaPlan & { pool: SeededPatient[] };

/** One working day of back-to-back sessions (with short breaks and a lunch break), at most `max`. */
function planDay(day: Date, max: number, plan: Plan): (typeof calendarEvents.$inferInsert)[] {
  const { random, now, types, timeZone, pool } = plan;
  const events: (typeof calendarEvents.$inferInsert)[] = [];
  let minute = DAY_START + random.pick([0, 0, 30]);
  while (events.length < max) {
    if (minute >= LUNCH[0] && minute < LUNCH[1]) minute = LUNCH[1];
    const type = random.weighted(types.map((t) => [t, t.weight] as const));
    if (minute + type.durationMinutes > DAY_END) break;
    const startsAt = localInstant(day, minute, timeZone);
    const endsAt = localInstant(day, minute + type.durationMinutes, timeZone);
    const past = endsAt <= now;
    const status = past
      ? random.weighted([['completed', 88], ['cancelled', 12]] as const)
      : random.weighted([['scheduled', 93], ['draft', 3], ['cancelled', 4]] as const);
    const patient = pool.length && random.chance(0.94) ? random.pick(pool) : null;
    events.push({
      ...scopeValues(plan.scope),
      patientId: patient?.id ?? null,
      appointmentTypeId: type.id,
      startsAt,
      endsAt,
      location: type.location,
      notes: random.chance(0.1) ? random.pick(NOTES) : null,
      status,
      attendanceStatus: status === 'completed' ? 'present' : null,
    });
    minute += type.durationMinutes + random.pick([0, 0, 0, 15]);
  }
  return events;
}

function fill(days: Generator<Date>, target: number, plan: Plan): (typeof calendarEvents.$inferInsert)[] {
  const events: (typeof calendarEvents.$inferInsert)[] = [];
  while (events.length < target) {
    const next = days.next();
    if (next.done) break;
    events.push(...planDay(next.value, Math.min(target - events.length, plan.random.int(6, 10)), plan));
  }
  return events;
}

/**
 * Appointments over past and coming months: two thirds before today, a third from today on,
 * sequential slots per working day (never overlapping, as the exclusion constraint demands).
 */
export async function seedAppointments(db: Executor, count: number, agenda: AgendaPlan): Promise<AppointmentCounts> {
  const active = agenda.patients.filter((p) => p.isActive);
  const plan = { ...agenda, pool: active.length ? active : agenda.patients };
  const busy = await busyDays(db, plan.scope.userId, plan.timeZone);
  const today = dayOf(localDate(plan.now, plan.timeZone));
  const pastTarget = Math.round((count * 2) / 3);
  const past = fill(weekdays(new Date(today.getTime() - DAY_MS), -1, busy), pastTarget, plan);
  const future = fill(weekdays(today, 1, busy), count - past.length, plan);
  const events = [...past.reverse(), ...future];
  await insertInChunks(db, calendarEvents, events);
  const first = events[0]?.startsAt;
  const last = events.at(-1)?.startsAt;
  return {
    appointments: events.length,
    past: events.filter((e) => e.endsAt <= plan.now).length,
    future: events.filter((e) => e.endsAt > plan.now).length,
    freeSlots: events.filter((e) => !e.patientId).length,
    firstDay: first ? localDate(first, plan.timeZone) : '—',
    lastDay: last ? localDate(last, plan.timeZone) : '—',
  };
}
