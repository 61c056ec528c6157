import { createRoute } from '@hono/zod-openapi';
import { ZListOf, ZReminderRule, ZReminderRuleInput } from '@praxis/shared/settings/schemas';
import { createRouter, requireScope } from '../../lib/context';
import { errorResponses, json, ZIdParam } from '../../lib/openapi';
import { createReminderRule } from './create-reminder-rule';
import { deleteReminderRule } from './delete-reminder-rule';
import { findReminderRules } from './find-reminder-rules';
import { updateReminderRule } from './update-reminder-rule';
import { syncRuleReminders } from '../reminders/schedule-reminders';
import type { Database } from '../../lib/db';

const tags = ['Rappels & Communications'];

const listRoute = createRoute({
  method: 'get',
  path: '/reminder-rules',
  tags,
  summary: 'Règles de rappel actives, avec leur type de séance',
  responses: { 200: { description: 'Règles', content: json(ZListOf(ZReminderRule)) }, 401: errorResponses[401] },
});

const createRuleRoute = createRoute({
  method: 'post',
  path: '/reminder-rules',
  tags,
  summary: 'Créer une règle de rappel (une seule active par type de séance et canal)',
  request: { body: { required: true, content: json(ZReminderRuleInput) } },
  responses: {
    201: { description: 'Règle créée', content: json(ZReminderRule) },
    401: errorResponses[401],
    409: errorResponses[409],
    422: errorResponses[422],
  },
});

const patchRoute = createRoute({
  method: 'patch',
  path: '/reminder-rules/{id}',
  tags,
  summary: 'Modifier une règle de rappel (formulaire complet)',
  request: { params: ZIdParam, body: { required: true, content: json(ZReminderRuleInput) } },
  responses: {
    200: { description: 'Règle modifiée', content: json(ZReminderRule) },
    401: errorResponses[401],
    404: errorResponses[404],
    409: errorResponses[409],
    422: errorResponses[422],
  },
});

const deleteRoute = createRoute({
  method: 'delete',
  path: '/reminder-rules/{id}',
  tags,
  summary: 'Supprimer une règle de rappel (désactivation)',
  request: { params: ZIdParam },
  responses: { 204: { description: 'Règle supprimée' }, 401: errorResponses[401], 404: errorResponses[404] },
});

export const reminderRulesRoutes = createRouter()
  .openapi(listRoute, async (c) => {
    const items = await findReminderRules(c.var.deps.db, await requireScope(c));
    return c.json({ items, total: items.length }, 200);
  })
  .openapi(createRuleRoute, async (c) => {
    const scope = await requireScope(c);
    const rule = await c.var.deps.db.transaction(async (tx) => {
      const created = await createReminderRule(tx as Database, scope, c.req.valid('json'));
      await syncRuleReminders(tx, c.var.deps, created.id);
      return created;
    });
    return c.json(rule, 201);
  })
  .openapi(patchRoute, async (c) => {
    const scope = await requireScope(c);
    const rule = await c.var.deps.db.transaction(async (tx) => {
      const updated = await updateReminderRule(tx as Database, scope, c.req.valid('param').id, c.req.valid('json'));
      await syncRuleReminders(tx, c.var.deps, updated.id);
      return updated;
    });
    return c.json(rule, 200);
  })
  .openapi(deleteRoute, async (c) => {
    const id = c.req.valid('param').id;
    const scope = await requireScope(c);
    await c.var.deps.db.transaction(async (tx) => {
      await deleteReminderRule(tx as Database, scope, id);
      await syncRuleReminders(tx, c.var.deps, id);
    });
    return c.body(null, 204);
  });
