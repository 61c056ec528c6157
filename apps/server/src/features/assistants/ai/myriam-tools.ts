import { and, asc, eq, gt, lt, ne } from 'drizzle-orm';
import { z } from 'zod';
import { DEFAULT_WORKING_HOURS } from '@praxis/shared/profile/working-hours';
import { calendarEvents, profiles } from '../../../db/schema';
import type { Database } from '../../../lib/db';
import { scopeWhere, type Scope } from '../../../lib/scope';
import type { ToolDefinition } from './chat-completion';

const TIME_ZONE = 'Europe/Paris';
const MAX_SLOTS = 5;

export const MYRIAM_TOOLS: ToolDefinition[] = [
  {
    type: 'function',
    function: {
      name: 'creneaux_libres',
      description: "Les prochains créneaux libres de l'agenda du praticien, dans ses jours et horaires de travail (Paramètres).",
      parameters: {
        type: 'object',
        properties: {
          duree_minutes: { type: 'integer', minimum: 15, maximum: 240, description: 'Durée du rendez-vous (60 par défaut)' },
          jours: { type: 'integer', minimum: 1, maximum: 30, description: 'Nombre de jours à examiner (14 par défaut)' },
        },
      },
    },
  },
  {
    type: 'function',
    function: {
      name: 'prochains_rendez_vous_patient',
      description: 'Les prochains rendez-vous du patient sélectionné (mode patient).',
      parameters: { type: 'object', properties: {} },
    },
  },
];

const ZSlotArgs = z.object({
  duree_minutes: z.coerce.number().int().min(15).max(240).catch(60).default(60),
  jours: z.coerce.number().int().min(1).max(30).catch(14).default(14),
});

export type ToolContext = { db: Database; scope: Scope; patientId: string | null; now: Date };

const dayFormat = new Intl.DateTimeFormat('fr-FR', { timeZone: TIME_ZONE, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
const timeFormat = new Intl.DateTimeFormat('fr-FR', { timeZone: TIME_ZONE, hour: '2-digit', minute: '2-digit' });
const partsFormat = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit', weekday: 'short', timeZoneName: 'longOffset' });

function formatSlot(start: Date, end: Date): string {
  return `${dayFormat.format(start)}, ${timeFormat.format(start)}–${timeFormat.format(end)}`;
}

export type WorkingHours = { days: number[]; start: string; end: string };
type Interval = { startsAt: Date; endsAt: Date };

/** The instant of a Paris wall-clock time ('HH:MM') on the Paris day containing `day`, and that day's ISO number. */
function parisTime(day: Date, hhmm: string): { at: Date; isoDay: number } {
  const parts = Object.fromEntries(partsFormat.formatToParts(day).map((p) => [p.type, p.value]));
  const offset = /GMT([+-]\d{2}):(\d{2})/.exec(parts.timeZoneName ?? '');
  const sign = offset?.[1]?.startsWith('-') ? -1 : 1;
  const offsetMinutes = offset ? sign * (Math.abs(Number(offset[1])) * 60 + Number(offset[2])) : 0;
  const [hour = 0, minute = 0] = hhmm.split(':').map(Number);
  const at = new Date(Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), hour, minute) - offsetMinutes * 60_000);
  return { at, isoDay: ISO_DAYS.indexOf(parts.weekday ?? '') + 1 };
}
const ISO_DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/**
 * The first free slots of `lengthMinutes` on half-hour steps, within the practitioner's working
 * days and hours (Paris time), from `now` over `days` days, not overlapping any busy interval.
 */
export function findFreeSlots(busy: Interval[], hours: WorkingHours, now: Date, lengthMinutes: number, days: number): Interval[] {
  const step = 30 * 60_000;
  const length = lengthMinutes * 60_000;
  const slots: Interval[] = [];
  for (let d = 0; d <= days && slots.length < MAX_SLOTS; d++) {
    const day = new Date(now.getTime() + d * 86_400_000);
    const start = parisTime(day, hours.start);
    if (!hours.days.includes(start.isoDay)) continue;
    const end = parisTime(day, hours.end).at.getTime();
    for (let t = start.at.getTime(); t + length <= end && slots.length < MAX_SLOTS; t += step) {
      if (t < now.getTime()) continue;
      const isBusy = busy.some((b) => b.startsAt.getTime() < t + length && b.endsAt.getTime() > t);
      if (!isBusy) slots.push({ startsAt: new Date(t), endsAt: new Date(t + length) });
    }
  }
  return slots;
}

async function workingHoursOf(ctx: ToolContext): Promise<WorkingHours> {
  const [row] = await ctx.db
    .select({ days: profiles.workingDays, start: profiles.workStart, end: profiles.workEnd })
    .from(profiles)
    .where(eq(profiles.userId, ctx.scope.userId));
  return row ?? DEFAULT_WORKING_HOURS;
}

async function freeSlots(ctx: ToolContext, rawArgs: unknown): Promise<string> {
  const args = ZSlotArgs.parse(rawArgs ?? {});
  const until = new Date(ctx.now.getTime() + args.jours * 86_400_000);
  const busy = await ctx.db
    .select({ startsAt: calendarEvents.startsAt, endsAt: calendarEvents.endsAt })
    .from(calendarEvents)
    .where(
      and(
        scopeWhere(calendarEvents, ctx.scope),
        eq(calendarEvents.userId, ctx.scope.userId),
        ne(calendarEvents.status, 'cancelled'),
        lt(calendarEvents.startsAt, until),
        gt(calendarEvents.endsAt, ctx.now),
      ),
    )
    .orderBy(asc(calendarEvents.startsAt));
  const slots = findFreeSlots(busy, await workingHoursOf(ctx), ctx.now, args.duree_minutes, args.jours);
  if (slots.length === 0) return `Aucun créneau libre de ${args.duree_minutes} minutes dans les ${args.jours} prochains jours.`;
  return `Créneaux libres de ${args.duree_minutes} minutes :\n${slots.map((s) => `- ${formatSlot(s.startsAt, s.endsAt)}`).join('\n')}`;
}

async function patientAppointments(ctx: ToolContext): Promise<string> {
  if (!ctx.patientId) return 'Aucun patient sélectionné : demandez au praticien de choisir un patient (mode patient).';
  const rows = await ctx.db
    .select({ startsAt: calendarEvents.startsAt, endsAt: calendarEvents.endsAt })
    .from(calendarEvents)
    .where(
      and(
        scopeWhere(calendarEvents, ctx.scope),
        eq(calendarEvents.patientId, ctx.patientId),
        ne(calendarEvents.status, 'cancelled'),
        gt(calendarEvents.startsAt, ctx.now),
      ),
    )
    .orderBy(asc(calendarEvents.startsAt))
    .limit(MAX_SLOTS);
  if (rows.length === 0) return 'Le patient n’a aucun rendez-vous à venir.';
  return `Prochains rendez-vous du patient :\n${rows.map((r) => `- ${formatSlot(r.startsAt, r.endsAt)}`).join('\n')}`;
}

/** Runs one read-only tool in the conversation's scope; unknown tools and bad arguments answer a text. */
export async function runMyriamTool(ctx: ToolContext, name: string, rawArguments: string): Promise<string> {
  let args: unknown = {};
  try {
    args = rawArguments.trim() ? JSON.parse(rawArguments) : {};
  } catch {
    return 'Arguments illisibles.';
  }
  if (name === 'creneaux_libres') return freeSlots(ctx, args);
  if (name === 'prochains_rendez_vous_patient') return patientAppointments(ctx);
  return `Outil inconnu : ${name}`;
}
