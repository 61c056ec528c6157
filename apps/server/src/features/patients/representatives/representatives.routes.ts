import { createRoute } from '@hono/zod-openapi';
import { ZRepresentative, ZRepresentativeInput } from '@praxis/shared/patients/schemas';
import { ZListOf } from '@praxis/shared/settings/schemas';
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
    return c.json(await createRepresentative(c.var.deps.db, scope, c.req.valid('param').id, c.req.valid('json')), 201);
  })
  .openapi(patchRoute, async (c) => {
    const { id, repId } = c.req.valid('param');
    return c.json(await updateRepresentative(c.var.deps.db, await requireScope(c), id, repId, c.req.valid('json')), 200);
  })
  .openapi(deleteRoute, async (c) => {
    const { id, repId } = c.req.valid('param');
    await deleteRepresentative(c.var.deps.db, await requireScope(c), id, repId);
    return c.body(null, 204);
  });
