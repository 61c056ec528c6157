import { createRoute } from '@hono/zod-openapi';
import { ZAttendanceStats, ZMonthQuery } from '@praxis/shared/appointments/attendance';
import { createRouter, requireScope } from '../../lib/context';
import { errorResponses, json } from '../../lib/openapi';
import { monthAttendance } from './month-attendance';

const statsRoute = createRoute({
  method: 'get',
  path: '/agenda/attendance',
  tags: ['Agenda'],
  summary: "Présences du mois (fuseau du praticien) et taux d'absence : absents ÷ présences notées",
  request: { query: ZMonthQuery },
  responses: { 200: { description: 'Présences', content: json(ZAttendanceStats) }, 401: errorResponses[401], 422: errorResponses[422] },
});

export const attendanceRoutes = createRouter().openapi(statsRoute, async (c) => {
  const { db, now } = c.var.deps;
  return c.json(await monthAttendance(db, await requireScope(c), c.req.valid('query').month, now()), 200);
});
