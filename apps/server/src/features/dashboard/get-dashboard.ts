import { and, asc, count, eq, gte, inArray, lt } from 'drizzle-orm';
import { ZPatientListQuery } from '@praxis/shared/patients/schemas';
import { DASHBOARD_LIST_MAX, type TDashboard } from '@praxis/shared/dashboard/schemas';
import { reminderSendings, trameAnalysisJobs, trames } from '../../db/schema';
import type { Database } from '../../lib/db';
import { scopeWhere, type Scope } from '../../lib/scope';
import { zonedDate, zonedMidnight } from '../../lib/zoned-time';
import { toAppointment } from '../appointments/appointment-row';
import { appointmentsInRange } from '../appointments/find-appointments';
import { monthAttendance, practitionerTimeZone } from '../attendance/month-attendance';
import { findPatients } from '../patients/list/find-patients';

const VISIBLE_STATUSES = ['scheduled', 'completed', 'draft'] as const;

/** Today's and tomorrow's dates and bounds in the practitioner's zone. */
function days(now: Date, timeZone: string) {
  const [y = 1970, m = 1, d = 1] = zonedDate(now, timeZone).split('-').map(Number);
  const start = zonedMidnight(y, m, d, timeZone);
  const tomorrow = zonedMidnight(y, m, d + 1, timeZone);
  const after = zonedMidnight(y, m, d + 2, timeZone);
  return { start, tomorrow, after, month: `${y}-${String(m).padStart(2, '0')}` };
}

export async function getDashboard(db: Database, scope: Scope, now: Date): Promise<TDashboard> {
  const timeZone = await practitionerTimeZone(db, scope.userId);
  const { start, tomorrow, after, month } = days(now, timeZone);
  const dayOf = async (from: Date, to: Date) => ({
    date: zonedDate(from, timeZone),
    items: (await appointmentsInRange(db, scope, { from, to }, { statuses: [...VISIBLE_STATUSES] })).map((row) => toAppointment(row, scope.userId)),
  });

  const reminderCounts = await db
    .select({ status: reminderSendings.status, n: count() })
    .from(reminderSendings)
    .where(
      and(
        scopeWhere(reminderSendings, scope),
        inArray(reminderSendings.status, ['sent', 'failed']),
        gte(reminderSendings.updatedAt, start),
        lt(reminderSendings.updatedAt, tomorrow),
      ),
    )
    .groupBy(reminderSendings.status);
  const reminders = { sent: 0, failed: 0 };
  for (const row of reminderCounts) if (row.status === 'sent' || row.status === 'failed') reminders[row.status] = Number(row.n);

  const analysisWhere = and(scopeWhere(trameAnalysisJobs, scope), inArray(trameAnalysisJobs.status, ['pending', 'running']));
  const [analysisTotal] = await db.select({ n: count() }).from(trameAnalysisJobs).where(analysisWhere);
  const analyses = await db
    .select({ id: trameAnalysisJobs.id, trameId: trameAnalysisJobs.trameId, trameName: trames.name, status: trameAnalysisJobs.status })
    .from(trameAnalysisJobs)
    .innerJoin(trames, eq(trames.id, trameAnalysisJobs.trameId))
    .where(analysisWhere)
    .orderBy(asc(trameAnalysisJobs.createdAt))
    .limit(DASHBOARD_LIST_MAX);

  const bilans = await findPatients(db, scope, ZPatientListQuery.parse({ bilanStatus: 'todo', pageSize: DASHBOARD_LIST_MAX }));

  return {
    today: await dayOf(start, tomorrow),
    tomorrow: await dayOf(tomorrow, after),
    bilansToDo: { total: bilans.total, items: bilans.items.map(({ id, firstName, lastName }) => ({ id, firstName, lastName })) },
    reminders,
    pendingAnalyses: {
      total: Number(analysisTotal?.n ?? 0),
      // The CHECK constraint and the filter hold the status to these two.
      items: analyses.map((a) => ({ ...a, status: a.status as 'pending' | 'running' })),
    },
    attendance: await monthAttendance(db, scope, month, now),
  };
}
