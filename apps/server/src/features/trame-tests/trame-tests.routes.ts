import { createRoute, z } from '@hono/zod-openapi';
import { ZListOf } from '@praxis/shared/settings/schemas';
import { ZTrameTest, ZTrameTestAssign } from '@praxis/shared/testotheque/schemas';
import { createRouter, requireScope } from '../../lib/context';
import { errorResponses, json, ZIdParam } from '../../lib/openapi';
import { assignTrameTest } from './assign-trame-test';
import { findTrameTests } from './find-trame-tests';
import { unassignTrameTest } from './unassign-trame-test';

const tags = ['Tests des trames'];

const listRoute = createRoute({
  method: 'get',
  path: '/trames/{id}/tests',
  tags,
  summary: 'Tests assignés à une trame de type bilan (propriétaire uniquement)',
  request: { params: ZIdParam },
  responses: {
    200: { description: 'Tests assignés', content: json(ZListOf(ZTrameTest)) },
    401: errorResponses[401],
    404: errorResponses[404],
    409: errorResponses[409],
  },
});

const assignRoute = createRoute({
  method: 'post',
  path: '/trames/{id}/tests',
  tags,
  summary: 'Assigner un test à une trame de type bilan',
  request: { params: ZIdParam, body: { required: true, content: json(ZTrameTestAssign) } },
  responses: {
    201: { description: 'Test assigné', content: json(ZTrameTest) },
    401: errorResponses[401],
    404: errorResponses[404],
    409: errorResponses[409],
    422: errorResponses[422],
  },
});

const unassignRoute = createRoute({
  method: 'delete',
  path: '/trames/{id}/tests/{testId}',
  tags,
  summary: 'Désassigner un test d’une trame',
  request: { params: ZIdParam.extend({ testId: z.uuid() }) },
  responses: { 204: { description: 'Test désassigné' }, 401: errorResponses[401], 404: errorResponses[404], 409: errorResponses[409] },
});

export const trameTestsRoutes = createRouter()
  .openapi(listRoute, async (c) => {
    const deps = c.var.deps;
    return c.json(await findTrameTests(deps, await requireScope(c), c.req.valid('param').id), 200);
  })
  .openapi(assignRoute, async (c) => {
    const deps = c.var.deps;
    const scope = await requireScope(c);
    return c.json(await assignTrameTest(deps, scope, c.req.valid('param').id, c.req.valid('json').testDefinitionId), 201);
  })
  .openapi(unassignRoute, async (c) => {
    const { id, testId } = c.req.valid('param');
    await unassignTrameTest(c.var.deps.db, await requireScope(c), id, testId);
    return c.body(null, 204);
  });
