import { createRoute } from '@hono/zod-openapi';
import { ZReminderSendingList } from '@praxis/shared/appointments/reminders';
import { createRouter, requireScope } from '../../lib/context';
import { errorResponses, json, ZIdParam } from '../../lib/openapi';
import { findReminderSendings } from './find-reminder-sendings';

const listRoute = createRoute({
  method: 'get',
  path: '/appointments/{id}/reminders',
  tags: ['Agenda'],
  summary: "Rappels d'un rendez-vous : programmés, envoyés, ignorés, en échec ou annulés",
  request: { params: ZIdParam },
  responses: {
    200: { description: 'Rappels', content: json(ZReminderSendingList) },
    401: errorResponses[401],
    404: errorResponses[404],
  },
});

export const remindersRoutes = createRouter().openapi(listRoute, async (c) => {
  const items = await findReminderSendings(c.var.deps.db, await requireScope(c), c.req.valid('param').id);
  return c.json({ items, total: items.length }, 200);
});
