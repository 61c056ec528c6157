import { createRoute } from '@hono/zod-openapi';
import { ZRepresentative, ZRepresentativeInput } from '@praxis/shared/patients/schemas';
import { ZListOf } from '@praxis/shared/settings/schemas';
import { auditActor, withAudit } from '../../../lib/audit';
import { createRouter, requireScope } from '../../../lib/context';
import { errorResponses, json } from '../../../lib/openapi';
import { ZPatientParam, ZRepresentativeParam } from '../patient-params';
import { createRepresentative } from './create-representative';
import { deleteRepresentative } from './delete-representative';
import { findRepresentatives } from './find-representatives';
import { updateRepresentative } from './update-representative';

const tags = ['Représentants'];

const listRoute = createRoute({
  method: 'get',
  path: '/patients/{id}/representatives',
  tags,
  summary: 'Représentants légaux du patient, le principal d’abord puis par ancienneté',
  request: { params: ZPatientParam },
  responses: { 200: { description: 'Représentants', content: json(ZListOf(ZRepresentative)) }, 401: errorResponses[401], 404: errorResponses[404] },
});

const createRepRoute = createRoute({
  method: 'post',
  path: '/patients/{id}/representatives',
  tags,
  summary: 'Ajouter un représentant (le premier devient principal)',
  request: { params: ZPatientParam, body: { required: true, content: json(ZRepresentativeInput) } },
  responses: {
    201: { description: 'Représentant ajouté', content: json(ZRepresentative) },
    401: errorResponses[401],
    404: errorResponses[404],
    409: errorResponses[409],
    422: errorResponses[422],
  },
});

const patchRoute = createRoute({
  method: 'patch',
  path: '/patients/{id}/representatives/{repId}',
  tags,
  summary: 'Modifier un de ses représentants (le marquer principal retire ce rôle aux autres)',
  request: { params: ZRepresentativeParam, body: { required: true, content: json(ZRepresentativeInput) } },
  responses: {
    200: { description: 'Représentant modifié', content: json(ZRepresentative) },
    401: errorResponses[401],
    404: errorResponses[404],
    422: errorResponses[422],
  },
});

const deleteRoute = createRoute({
  method: 'delete',
  path: '/patients/{id}/representatives/{repId}',
  tags,
  summary: 'Supprimer un de ses représentants (le plus ancien restant devient principal)',
  request: { params: ZRepresentativeParam },
  responses: { 204: { description: 'Représentant supprimé' }, 401: errorResponses[401], 404: errorResponses[404] },
});

export const representativesRoutes = createRouter()
  .openapi(listRoute, async (c) => {
    const items = await findRepresentatives(c.var.deps.db, await requireScope(c), c.req.valid('param').id);
    return c.json({ items, total: items.length }, 200);
  })
  .openapi(createRepRoute, async (c) => {
    const scope = await requireScope(c);
    const { id } = c.req.valid('param');
    const created = await withAudit(c.var.deps.db, auditActor(c, scope), (tx) => createRepresentative(tx, scope, id, c.req.valid('json')), (row) => ({
      action: 'representative.create',
      objectType: 'representative',
      objectId: row.id,
      patientId: id,
    }));
    return c.json(created, 201);
  })
  .openapi(patchRoute, async (c) => {
    const { id, repId } = c.req.valid('param');
    const scope = await requireScope(c);
    const entry = { action: 'representative.update', objectType: 'representative', objectId: repId, patientId: id } as const;
    return c.json(await withAudit(c.var.deps.db, auditActor(c, scope), (tx) => updateRepresentative(tx, scope, id, repId, c.req.valid('json')), () => entry), 200);
  })
  .openapi(deleteRoute, async (c) => {
    const { id, repId } = c.req.valid('param');
    const scope = await requireScope(c);
    const entry = { action: 'representative.delete', objectType: 'representative', objectId: repId, patientId: id } as const;
    await withAudit(c.var.deps.db, auditActor(c, scope), (tx) => deleteRepresentative(tx, scope, id, repId), () => entry);
    return c.body(null, 204);
  });
