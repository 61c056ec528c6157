import { createRoute } from '@hono/zod-openapi';
import { ZAppointment, ZAppointmentInput, ZAppointmentList, ZAppointmentPatch, ZAppointmentRangeQuery } from '@praxis/shared/appointments/schemas';
import { ZSeriesScopeQuery } from '@praxis/shared/appointments/series';
import { createRouter, requireScope } from '../../lib/context';
import { errorResponses, json, ZIdParam } from '../../lib/openapi';
import { createAppointment } from './create-appointment';
import { deleteAppointment } from './delete-appointment';
import { findAppointments } from './find-appointments';
import { getAppointment } from './get-appointment';
import { updateAppointment } from './update-appointment';
import { deleteFollowing } from '../appointment-series/delete-following';
import { updateFollowing } from '../appointment-series/update-following';

const tags = ['Agenda'];
const overlap = { ...errorResponses[409], description: 'Créneau déjà occupé par un autre rendez-vous' };

const listRoute = createRoute({
  method: 'get',
  path: '/appointments',
  tags,
  summary: 'Rendez-vous qui chevauchent la période [from, to), par heure de début (62 jours au plus)',
  description:
    "Avec perDay (1 à 20) et timeZone (nom IANA), la grille du mois : les perDay premiers rendez-vous de chaque jour de ce fuseau (par début, le plus long d'abord), et moreByDay, le nombre des autres par jour ('2026-11-23': 4) ; total compte toute la période.",
  request: { query: ZAppointmentRangeQuery },
  responses: { 200: { description: 'Rendez-vous', content: json(ZAppointmentList) }, 401: errorResponses[401], 422: errorResponses[422] },
});

const createAppointmentRoute = createRoute({
  method: 'post',
  path: '/appointments',
  tags,
  summary: 'Créer un rendez-vous, ou un créneau libre sans patient',
  request: { body: { required: true, content: json(ZAppointmentInput) } },
  responses: {
    201: { description: 'Rendez-vous créé', content: json(ZAppointment) },
    401: errorResponses[401],
    409: overlap,
    422: errorResponses[422],
  },
});

const getRoute = createRoute({
  method: 'get',
  path: '/appointments/{id}',
  tags,
  summary: 'Un rendez-vous',
  request: { params: ZIdParam },
  responses: { 200: { description: 'Rendez-vous', content: json(ZAppointment) }, 401: errorResponses[401], 404: errorResponses[404] },
});

const patchRoute = createRoute({
  method: 'patch',
  path: '/appointments/{id}',
  tags,
  summary: "Modifier ou déplacer un rendez-vous (le patient ne change pas) ; scope=following : lui et les suivants de sa série",
  request: { params: ZIdParam, query: ZSeriesScopeQuery, body: { required: true, content: json(ZAppointmentPatch) } },
  responses: {
    200: { description: 'Rendez-vous modifié', content: json(ZAppointment) },
    401: errorResponses[401],
    404: errorResponses[404],
    409: overlap,
    422: errorResponses[422],
  },
});

const deleteRoute = createRoute({
  method: 'delete',
  path: '/appointments/{id}',
  tags,
  summary: 'Supprimer un rendez-vous (définitivement) ; scope=following : lui et les suivants de sa série',
  request: { params: ZIdParam, query: ZSeriesScopeQuery },
  responses: { 204: { description: 'Rendez-vous supprimé' }, 401: errorResponses[401], 404: errorResponses[404], 422: errorResponses[422] },
});

export const appointmentsRoutes = createRouter()
  .openapi(listRoute, async (c) => {
    // A dense month weighs megabytes: lib/api-compression.ts gzips it at its fastest level.
    return c.json(await findAppointments(c.var.deps.db, await requireScope(c), c.req.valid('query')), 200);
  })
  .openapi(createAppointmentRoute, async (c) => {
    return c.json(await createAppointment(c.var.deps.db, await requireScope(c), c.req.valid('json'), c.var.deps), 201);
  })
  .openapi(getRoute, async (c) => {
    return c.json(await getAppointment(c.var.deps.db, await requireScope(c), c.req.valid('param').id), 200);
  })
  .openapi(patchRoute, async (c) => {
    const scope = await requireScope(c);
    const edit = c.req.valid('query').scope === 'following' ? updateFollowing : updateAppointment;
    return c.json(await edit(c.var.deps.db, scope, c.req.valid('param').id, c.req.valid('json'), c.var.deps), 200);
  })
  .openapi(deleteRoute, async (c) => {
    const remove = c.req.valid('query').scope === 'following' ? deleteFollowing : deleteAppointment;
    await remove(c.var.deps.db, await requireScope(c), c.req.valid('param').id);
    return c.body(null, 204);
  });
