import { createRoute } from '@hono/zod-openapi';
import { ZGoal, ZGoalInput, ZGoalPatch } from '@praxis/shared/patients/schemas';
import { ZListOf } from '@praxis/shared/settings/schemas';
import { auditActor, withAudit } from '../../../lib/audit';
import { createRouter, requireScope } from '../../../lib/context';
import { errorResponses, json } from '../../../lib/openapi';
import { ZGoalParam, ZPatientParam } from '../patient-params';
import { createGoal } from './create-goal';
import { deleteGoal } from './delete-goal';
import { findGoals } from './find-goals';
import { updateGoal } from './update-goal';

const tags = ['Objectifs'];

const listRoute = createRoute({
  method: 'get',
  path: '/patients/{id}/goals',
  tags,
  summary: 'Objectifs thérapeutiques (par statut, priorité décroissante, puis du plus récent)',
  request: { params: ZPatientParam },
  responses: { 200: { description: 'Objectifs', content: json(ZListOf(ZGoal)) }, 401: errorResponses[401], 404: errorResponses[404] },
});

const createGoalRoute = createRoute({
  method: 'post',
  path: '/patients/{id}/goals',
  tags,
  summary: 'Créer un objectif (statut actif)',
  request: { params: ZPatientParam, body: { required: true, content: json(ZGoalInput) } },
  responses: { 201: { description: 'Objectif créé', content: json(ZGoal) }, 401: errorResponses[401], 404: errorResponses[404], 422: errorResponses[422] },
});

const patchRoute = createRoute({
  method: 'patch',
  path: '/patients/{id}/goals/{goalId}',
  tags,
  summary: 'Modifier un de ses objectifs (y compris le statut)',
  request: { params: ZGoalParam, body: { required: true, content: json(ZGoalPatch) } },
  responses: { 200: { description: 'Objectif modifié', content: json(ZGoal) }, 401: errorResponses[401], 404: errorResponses[404], 422: errorResponses[422] },
});

const deleteRoute = createRoute({
  method: 'delete',
  path: '/patients/{id}/goals/{goalId}',
  tags,
  summary: 'Supprimer un de ses objectifs (suppression douce)',
  request: { params: ZGoalParam },
  responses: { 204: { description: 'Objectif supprimé' }, 401: errorResponses[401], 404: errorResponses[404] },
});

export const goalsRoutes = createRouter()
  .openapi(listRoute, async (c) => {
    const items = await findGoals(c.var.deps.db, await requireScope(c), c.req.valid('param').id);
    return c.json({ items, total: items.length }, 200);
  })
  .openapi(createGoalRoute, async (c) => {
    const scope = await requireScope(c);
    const { id } = c.req.valid('param');
    const created = await withAudit(c.var.deps.db, auditActor(c, scope), (tx) => createGoal(tx, scope, id, c.req.valid('json')), (row) => ({
      action: 'goal.create',
      objectType: 'goal',
      objectId: row.id,
      patientId: id,
    }));
    return c.json(created, 201);
  })
  .openapi(patchRoute, async (c) => {
    const { id, goalId } = c.req.valid('param');
    const scope = await requireScope(c);
    const entry = { action: 'goal.update', objectType: 'goal', objectId: goalId, patientId: id } as const;
    return c.json(await withAudit(c.var.deps.db, auditActor(c, scope), (tx) => updateGoal(tx, scope, id, goalId, c.req.valid('json')), () => entry), 200);
  })
  .openapi(deleteRoute, async (c) => {
    const { id, goalId } = c.req.valid('param');
    const scope = await requireScope(c);
    const entry = { action: 'goal.delete', objectType: 'goal', objectId: goalId, patientId: id } as const;
    await withAudit(c.var.deps.db, auditActor(c, scope), (tx) => deleteGoal(tx, scope, id, goalId), () => entry);
    return c.body(null, 204);
  });
