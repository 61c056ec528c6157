import { createRoute, z } from '@hono/zod-openapi';
import { ZListOf } from '@praxis/shared/settings/schemas';
import { agesInOrder, testConfigFields, testMessages, ZTestDashboard, ZTestDefinition, ZTestFilters, ZTestPatch, ZTestTitle } from '@praxis/shared/testotheque/schemas';
import { createRouter, requireScope, type AppContext } from '../../lib/context';
import { errorResponses, json, ZIdParam } from '../../lib/openapi';
import type { FileDeps } from '../../lib/uploads';
import { attachTestFile } from './attach-test-file';
import { createTest } from './create-test';
import { deleteTest } from './delete-test';
import { findTests } from './find-tests';
import { getTest } from './get-test';
import { updateTest } from './update-test';

const tags = ['Testothèque'];

const isFile = (v: unknown): v is File => v instanceof Blob && typeof (v as File).name === 'string';
const ZFile = z.custom<File>(isFile, { error: testMessages.fileRequired }).openapi({ type: 'string', format: 'binary' });

/** multipart/form-data: the title (required), the other configuration fields, an optional `file`. */
const { isActive: _active, title: _title, ...optionalFields } = testConfigFields;
const ZTestCreateForm = z
  .object({
    ...z.object(optionalFields).partial().shape,
    title: ZTestTitle,
    file: z.preprocess((v) => (v === '' ? undefined : v), ZFile.optional()),
  })
  .refine(agesInOrder, { error: testMessages.ageOrder, path: ['ageMaxYears'] });

const listRoute = createRoute({
  method: 'get',
  path: '/tests',
  tags,
  summary: 'Tests actifs partagés et tests de l’organisation (ou du praticien), du plus récent au plus ancien',
  request: { query: ZTestFilters },
  responses: { 200: { description: 'Tests', content: json(ZListOf(ZTestDefinition)) }, 401: errorResponses[401], 422: errorResponses[422] },
});

const getRoute = createRoute({
  method: 'get',
  path: '/tests/{id}',
  tags,
  summary: 'Un test et son tableau de bord (documents par statut et par type)',
  request: { params: ZIdParam },
  responses: { 200: { description: 'Test', content: json(ZTestDashboard) }, 401: errorResponses[401], 404: errorResponses[404] },
});

const createTestRoute = createRoute({
  method: 'post',
  path: '/tests',
  tags,
  summary: 'Créer un test (multipart : title, champs facultatifs, file facultatif de 50 Mo au plus)',
  request: { body: { required: true, content: { 'multipart/form-data': { schema: ZTestCreateForm } } } },
  responses: {
    201: { description: 'Test créé', content: json(ZTestDefinition) },
    401: errorResponses[401],
    413: errorResponses[413],
    422: errorResponses[422],
  },
});

const patchRoute = createRoute({
  method: 'patch',
  path: '/tests/{id}',
  tags,
  summary: 'Modifier un test (propriétaire uniquement ; âges en années, enregistrés en mois)',
  request: { params: ZIdParam, body: { required: true, content: json(ZTestPatch) } },
  responses: { 200: { description: 'Test modifié', content: json(ZTestDefinition) }, 401: errorResponses[401], 404: errorResponses[404], 422: errorResponses[422] },
});

const attachRoute = createRoute({
  method: 'post',
  path: '/tests/{id}/attachment',
  tags,
  summary: 'Joindre ou remplacer le fichier d’un test (50 Mo au plus ; l’ancien fichier est supprimé)',
  request: { params: ZIdParam, body: { required: true, content: { 'multipart/form-data': { schema: z.object({ file: ZFile }) } } } },
  responses: {
    200: { description: 'Test avec son fichier', content: json(ZTestDefinition) },
    401: errorResponses[401],
    404: errorResponses[404],
    413: errorResponses[413],
    422: errorResponses[422],
  },
});

const deleteRoute = createRoute({
  method: 'delete',
  path: '/tests/{id}',
  tags,
  summary: 'Supprimer un test et son fichier (propriétaire uniquement)',
  request: { params: ZIdParam },
  responses: { 204: { description: 'Test supprimé' }, 401: errorResponses[401], 404: errorResponses[404] },
});

const fileDeps = (c: AppContext): FileDeps => ({ db: c.var.deps.db, storage: c.var.deps.storage, logger: c.var.logger });

export const testsRoutes = createRouter()
  .openapi(listRoute, async (c) => c.json(await findTests(fileDeps(c), await requireScope(c), c.req.valid('query')), 200))
  .openapi(getRoute, async (c) => c.json(await getTest(fileDeps(c), await requireScope(c), c.req.valid('param').id), 200))
  .openapi(createTestRoute, async (c) => {
    const { file, ...input } = c.req.valid('form');
    return c.json(await createTest(fileDeps(c), await requireScope(c), input, file), 201);
  })
  .openapi(patchRoute, async (c) => {
    const scope = await requireScope(c);
    return c.json(await updateTest(fileDeps(c), scope, c.req.valid('param').id, c.req.valid('json')), 200);
  })
  .openapi(attachRoute, async (c) => {
    const scope = await requireScope(c);
    return c.json(await attachTestFile(fileDeps(c), scope, c.req.valid('param').id, c.req.valid('form').file), 200);
  })
  .openapi(deleteRoute, async (c) => {
    await deleteTest(fileDeps(c), await requireScope(c), c.req.valid('param').id);
    return c.body(null, 204);
  });
