import { createRoute } from '@hono/zod-openapi';
import { ZListOf, ZTrameType, ZTrameTypeInput, ZTrameTypePatch } from '@praxis/shared/settings/schemas';
import { createRouter, requireScope } from '../../lib/context';
import { errorResponses, json, ZIdParam } from '../../lib/openapi';
import { createTrameType } from './create-trame-type';
import { deleteTrameType } from './delete-trame-type';
import { findTrameTypes } from './find-trame-types';
import { updateTrameType } from './update-trame-type';

const tags = ['Types de trame'];

const listRoute = createRoute({
  method: 'get',
  path: '/trame-types',
  tags,
  summary: 'Types de trame : actifs puis archivés, par libellé',
  responses: { 200: { description: 'Types de trame', content: json(ZListOf(ZTrameType)) }, 401: errorResponses[401] },
});

const createTrameTypeRoute = createRoute({
  method: 'post',
  path: '/trame-types',
  tags,
  summary: 'Créer un type de trame (porte l’organisation active)',
  request: { body: { required: true, content: json(ZTrameTypeInput) } },
  responses: { 201: { description: 'Type créé', content: json(ZTrameType) }, 401: errorResponses[401], 422: errorResponses[422] },
});

const patchRoute = createRoute({
  method: 'patch',
  path: '/trame-types/{id}',
  tags,
  summary: 'Modifier un type de trame, ou l’archiver / le réactiver avec isActive',
  request: { params: ZIdParam, body: { required: true, content: json(ZTrameTypePatch) } },
  responses: {
    200: { description: 'Type modifié', content: json(ZTrameType) },
    401: errorResponses[401],
    404: errorResponses[404],
    422: errorResponses[422],
  },
});

const deleteRoute = createRoute({
  method: 'delete',
  path: '/trame-types/{id}',
  tags,
  summary: 'Supprimer définitivement un type de trame',
  request: { params: ZIdParam },
  responses: { 204: { description: 'Type supprimé' }, 401: errorResponses[401], 404: errorResponses[404] },
});

export const trameTypesRoutes = createRouter()
  .openapi(listRoute, async (c) => {
    const items = await findTrameTypes(c.var.deps.db, await requireScope(c));
    return c.json({ items, total: items.length }, 200);
  })
  .openapi(createTrameTypeRoute, async (c) => {
    return c.json(await createTrameType(c.var.deps.db, await requireScope(c), c.req.valid('json')), 201);
  })
  .openapi(patchRoute, async (c) => {
    const scope = await requireScope(c);
    return c.json(await updateTrameType(c.var.deps.db, scope, c.req.valid('param').id, c.req.valid('json')), 200);
  })
  .openapi(deleteRoute, async (c) => {
    await deleteTrameType(c.var.deps.db, await requireScope(c), c.req.valid('param').id);
    return c.body(null, 204);
  });
