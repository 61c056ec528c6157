import { createRoute } from '@hono/zod-openapi';
import { ZAppointmentType, ZAppointmentTypeInput, ZAppointmentTypePatch, ZListOf } from '@praxis/shared/settings/schemas';
import { createRouter, requireScope } from '../../lib/context';
import { errorResponses, json, ZIdParam } from '../../lib/openapi';
import { createAppointmentType } from './create-appointment-type';
import { deleteAppointmentType } from './delete-appointment-type';
import { findAppointmentTypes } from './find-appointment-types';
import { updateAppointmentType } from './update-appointment-type';

const tags = ['Types de séance'];

const listRoute = createRoute({
  method: 'get',
  path: '/appointment-types',
  tags,
  summary: 'Types de séance actifs, du plus récent au plus ancien',
  responses: { 200: { description: 'Types de séance', content: json(ZListOf(ZAppointmentType)) }, 401: errorResponses[401] },
});

const createAppointmentTypeRoute = createRoute({
  method: 'post',
  path: '/appointment-types',
  tags,
  summary: 'Créer un type de séance (tests : un texte, une ligne ou une virgule par test)',
  request: { body: { required: true, content: json(ZAppointmentTypeInput) } },
  responses: {
    201: { description: 'Type de séance créé', content: json(ZAppointmentType) },
    401: errorResponses[401],
    422: errorResponses[422],
  },
});

const patchRoute = createRoute({
  method: 'patch',
  path: '/appointment-types/{id}',
  tags,
  summary: 'Modifier un type de séance',
  request: { params: ZIdParam, body: { required: true, content: json(ZAppointmentTypePatch) } },
  responses: {
    200: { description: 'Type de séance modifié', content: json(ZAppointmentType) },
    401: errorResponses[401],
    404: errorResponses[404],
    422: errorResponses[422],
  },
});

const deleteRoute = createRoute({
  method: 'delete',
  path: '/appointment-types/{id}',
  tags,
  summary: 'Supprimer un type de séance (désactivation) et ses règles de rappel',
  request: { params: ZIdParam },
  responses: { 204: { description: 'Type de séance supprimé' }, 401: errorResponses[401], 404: errorResponses[404] },
});

export const appointmentTypesRoutes = createRouter()
  .openapi(listRoute, async (c) => {
    const items = await findAppointmentTypes(c.var.deps.db, await requireScope(c));
    return c.json({ items, total: items.length }, 200);
  })
  .openapi(createAppointmentTypeRoute, async (c) => {
    return c.json(await createAppointmentType(c.var.deps.db, await requireScope(c), c.req.valid('json')), 201);
  })
  .openapi(patchRoute, async (c) => {
    const scope = await requireScope(c);
    return c.json(await updateAppointmentType(c.var.deps.db, scope, c.req.valid('param').id, c.req.valid('json')), 200);
  })
  .openapi(deleteRoute, async (c) => {
    await deleteAppointmentType(c.var.deps.db, await requireScope(c), c.req.valid('param').id);
    return c.body(null, 204);
  });
