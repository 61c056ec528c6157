import { createRoute } from '@hono/zod-openapi';
import {
  ZWaitingList,
  ZWaitingListEntry,
  ZWaitingListInput,
  ZWaitingListMatchQuery,
  ZWaitingListPatch,
} from '@praxis/shared/appointments/waiting-list';
import { createRouter, requireScope } from '../../lib/context';
import { errorResponses, json, ZIdParam } from '../../lib/openapi';
import { findMatches } from './find-matches';
import {
  createWaitingEntry,
  deleteWaitingEntry,
  findWaitingList,
  updateWaitingEntry,
} from './manage-waiting-list';

const tags = ['Agenda'];
const path = '/waiting-list';

const listRoute = createRoute({
  method: 'get',
  path,
  tags,
  summary: "Liste d'attente de l'espace, la plus ancienne demande d'abord",
  responses: {
    200: { description: "Liste d'attente", content: json(ZWaitingList) },
    401: errorResponses[401],
  },
});

const matchesRoute = createRoute({
  method: 'get',
  path: `${path}/matches`,
  tags,
  summary:
    "Patients de la liste d'attente à qui proposer un créneau libéré (jour et horaire préférés, fuseau du praticien)",
  request: { query: ZWaitingListMatchQuery },
  responses: {
    200: { description: 'Correspondances', content: json(ZWaitingList) },
    401: errorResponses[401],
    422: errorResponses[422],
  },
});

const createEntryRoute = createRoute({
  method: 'post',
  path,
  tags,
  summary: "Ajouter un patient à la liste d'attente",
  request: { body: { required: true, content: json(ZWaitingListInput) } },
  responses: {
    201: { description: 'Entrée créée', content: json(ZWaitingListEntry) },
    401: errorResponses[401],
    422: errorResponses[422],
  },
});

const patchRoute = createRoute({
  method: 'patch',
  path: `${path}/{id}`,
  tags,
  summary: "Modifier une entrée de la liste d'attente (le patient ne change pas)",
  request: { params: ZIdParam, body: { required: true, content: json(ZWaitingListPatch) } },
  responses: {
    200: { description: 'Entrée modifiée', content: json(ZWaitingListEntry) },
    401: errorResponses[401],
    404: errorResponses[404],
    422: errorResponses[422],
  },
});

const deleteRoute = createRoute({
  method: 'delete',
  path: `${path}/{id}`,
  tags,
  summary: "Retirer un patient de la liste d'attente",
  request: { params: ZIdParam },
  responses: {
    204: { description: 'Entrée supprimée' },
    401: errorResponses[401],
    404: errorResponses[404],
  },
});

export const waitingListRoutes = createRouter()
  .openapi(listRoute, async (c) =>
    c.json(await findWaitingList(c.var.deps.db, await requireScope(c)), 200),
  )
  .openapi(matchesRoute, async (c) =>
    c.json(await findMatches(c.var.deps.db, await requireScope(c), c.req.valid('query')), 200),
  )
  .openapi(createEntryRoute, async (c) =>
    c.json(
      await createWaitingEntry(c.var.deps.db, await requireScope(c), c.req.valid('json')),
      201,
    ),
  )
  .openapi(patchRoute, async (c) => {
    const scope = await requireScope(c);
    return c.json(
      await updateWaitingEntry(c.var.deps.db, scope, c.req.valid('param').id, c.req.valid('json')),
      200,
    );
  })
  .openapi(deleteRoute, async (c) => {
    await deleteWaitingEntry(c.var.deps.db, await requireScope(c), c.req.valid('param').id);
    return c.body(null, 204);
  });
