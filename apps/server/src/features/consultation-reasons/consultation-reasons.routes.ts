import { createRoute } from '@hono/zod-openapi';
import { ZConsultationReason, ZConsultationReasonInput, ZListOf } from '@praxis/shared/settings/schemas';
import { createRouter, requireScope } from '../../lib/context';
import { errorResponses, json, ZIdParam } from '../../lib/openapi';
import { createConsultationReason } from './create-consultation-reason';
import { deleteConsultationReason } from './delete-consultation-reason';
import { findConsultationReasons } from './find-consultation-reasons';
import { updateConsultationReason } from './update-consultation-reason';

const tags = ['Motifs de consultation'];

const listRoute = createRoute({
  method: 'get',
  path: '/consultation-reasons',
  tags,
  summary: 'Motifs de consultation actifs, du plus récent au plus ancien',
  responses: { 200: { description: 'Motifs', content: json(ZListOf(ZConsultationReason)) }, 401: errorResponses[401] },
});

const createReasonRoute = createRoute({
  method: 'post',
  path: '/consultation-reasons',
  tags,
  summary: 'Créer un motif de consultation',
  request: { body: { required: true, content: json(ZConsultationReasonInput) } },
  responses: { 201: { description: 'Motif créé', content: json(ZConsultationReason) }, 401: errorResponses[401], 422: errorResponses[422] },
});

const patchRoute = createRoute({
  method: 'patch',
  path: '/consultation-reasons/{id}',
  tags,
  summary: 'Modifier le libellé et la description d’un motif',
  request: { params: ZIdParam, body: { required: true, content: json(ZConsultationReasonInput) } },
  responses: {
    200: { description: 'Motif modifié', content: json(ZConsultationReason) },
    401: errorResponses[401],
    404: errorResponses[404],
    422: errorResponses[422],
  },
});

const deleteRoute = createRoute({
  method: 'delete',
  path: '/consultation-reasons/{id}',
  tags,
  summary: 'Supprimer un motif (désactivation)',
  request: { params: ZIdParam },
  responses: { 204: { description: 'Motif supprimé' }, 401: errorResponses[401], 404: errorResponses[404] },
});

export const consultationReasonsRoutes = createRouter()
  .openapi(listRoute, async (c) => {
    const items = await findConsultationReasons(c.var.deps.db, await requireScope(c));
    return c.json({ items, total: items.length }, 200);
  })
  .openapi(createReasonRoute, async (c) => {
    return c.json(await createConsultationReason(c.var.deps.db, await requireScope(c), c.req.valid('json')), 201);
  })
  .openapi(patchRoute, async (c) => {
    const scope = await requireScope(c);
    return c.json(await updateConsultationReason(c.var.deps.db, scope, c.req.valid('param').id, c.req.valid('json')), 200);
  })
  .openapi(deleteRoute, async (c) => {
    await deleteConsultationReason(c.var.deps.db, await requireScope(c), c.req.valid('param').id);
    return c.body(null, 204);
  });
