import { createRoute, z } from '@hono/zod-openapi';
import { ZListOf } from '@praxis/shared/settings/schemas';
import {
  trameMessages,
  ZLatestAnalysis,
  ZAnalysisJob,
  ZTrame,
  ZTrameCreate,
  ZTrameExample,
  ZTrameFilters,
  ZTramePatch,
} from '@praxis/shared/trames/schemas';
import { createRouter, requireScope, type AppContext } from '../../lib/context';
import { errorResponses, json, ZIdParam } from '../../lib/openapi';
import { addExample } from './add-example';
import { latestAnalysis, startAnalysis } from './analysis';
import { createTrame } from './create-trame';
import { deleteExample } from './delete-example';
import { deleteTrame } from './delete-trame';
import { findExamples } from './find-examples';
import { findTrames } from './find-trames';
import { getTrameOrThrow } from './trame-row';
import { updateTrame } from './update-trame';

const tags = ['Trames'];

const isFile = (v: unknown): v is File => v instanceof Blob && typeof (v as File).name === 'string';
const ZExampleFile = z
  .custom<File>(isFile, { error: trameMessages.exampleAtLeastOne })
  .openapi({ type: 'string', format: 'binary' });

const listRoute = createRoute({
  method: 'get',
  path: '/trames',
  tags,
  summary: 'Trames du praticien (ou de l’organisation), de la plus récente à la plus ancienne',
  request: { query: ZTrameFilters },
  responses: {
    200: { description: 'Trames', content: json(ZListOf(ZTrame)) },
    401: errorResponses[401],
    422: errorResponses[422],
  },
});

const createTrameRoute = createRoute({
  method: 'post',
  path: '/trames',
  tags,
  summary: 'Créer une trame (nom et type)',
  request: { body: { required: true, content: json(ZTrameCreate) } },
  responses: {
    201: { description: 'Trame créée', content: json(ZTrame) },
    401: errorResponses[401],
    422: errorResponses[422],
  },
});

const getRoute = createRoute({
  method: 'get',
  path: '/trames/{id}',
  tags,
  summary: 'Une trame, son type et ses statistiques',
  request: { params: ZIdParam },
  responses: {
    200: { description: 'Trame', content: json(ZTrame) },
    401: errorResponses[401],
    404: errorResponses[404],
  },
});

const patchRoute = createRoute({
  method: 'patch',
  path: '/trames/{id}',
  tags,
  summary: 'Renommer, décrire, activer ou désactiver une trame (propriétaire uniquement)',
  request: { params: ZIdParam, body: { required: true, content: json(ZTramePatch) } },
  responses: {
    200: { description: 'Trame modifiée', content: json(ZTrame) },
    401: errorResponses[401],
    404: errorResponses[404],
    422: errorResponses[422],
  },
});

const deleteRoute = createRoute({
  method: 'delete',
  path: '/trames/{id}',
  tags,
  summary: 'Supprimer une trame (suppression logique, propriétaire uniquement)',
  request: { params: ZIdParam },
  responses: {
    204: { description: 'Trame supprimée' },
    401: errorResponses[401],
    404: errorResponses[404],
  },
});

const examplesRoute = createRoute({
  method: 'get',
  path: '/trames/{id}/examples',
  tags,
  summary: 'Documents exemples d’une trame, du plus ancien au plus récent',
  request: { params: ZIdParam },
  responses: {
    200: { description: 'Exemples', content: json(ZListOf(ZTrameExample)) },
    401: errorResponses[401],
    404: errorResponses[404],
  },
});

const addExampleRoute = createRoute({
  method: 'post',
  path: '/trames/{id}/examples',
  tags,
  summary:
    'Ajouter un document exemple (multipart : file, un PDF de 30 Mo au plus ; 50 exemples par trame)',
  request: {
    params: ZIdParam,
    body: {
      required: true,
      content: { 'multipart/form-data': { schema: z.object({ file: ZExampleFile }) } },
    },
  },
  responses: {
    201: { description: 'Exemple ajouté (en attente d’analyse)', content: json(ZTrameExample) },
    401: errorResponses[401],
    404: errorResponses[404],
    413: errorResponses[413],
    422: errorResponses[422],
  },
});

const deleteExampleRoute = createRoute({
  method: 'delete',
  path: '/trames/{id}/examples/{exampleId}',
  tags,
  summary: 'Supprimer un document exemple et son fichier',
  request: { params: ZIdParam.extend({ exampleId: z.uuid() }) },
  responses: {
    204: { description: 'Exemple supprimé' },
    401: errorResponses[401],
    404: errorResponses[404],
  },
});

const latestAnalysisRoute = createRoute({
  method: 'get',
  path: '/trames/{id}/analysis',
  tags,
  summary: 'La dernière analyse des exemples d’une trame',
  request: { params: ZIdParam },
  responses: {
    200: { description: 'Dernière analyse', content: json(ZLatestAnalysis) },
    401: errorResponses[401],
    404: errorResponses[404],
  },
});

const startAnalysisRoute = createRoute({
  method: 'post',
  path: '/trames/{id}/analysis',
  tags,
  summary: 'Lancer l’analyse des exemples en attente (tâche de fond, suivie en direct)',
  request: { params: ZIdParam },
  responses: {
    201: { description: 'Analyse lancée', content: json(ZAnalysisJob) },
    401: errorResponses[401],
    404: errorResponses[404],
    409: errorResponses[409],
    422: errorResponses[422],
  },
});

const deps = (c: AppContext) => ({ ...c.var.deps, logger: c.var.logger });

export const tramesRoutes = createRouter()
  .openapi(listRoute, async (c) =>
    c.json(await findTrames(deps(c), await requireScope(c), c.req.valid('query')), 200),
  )
  .openapi(createTrameRoute, async (c) =>
    c.json(await createTrame(deps(c), await requireScope(c), c.req.valid('json')), 201),
  )
  .openapi(getRoute, async (c) =>
    c.json(await getTrameOrThrow(deps(c), await requireScope(c), c.req.valid('param').id), 200),
  )
  .openapi(patchRoute, async (c) => {
    const scope = await requireScope(c);
    return c.json(
      await updateTrame(deps(c), scope, c.req.valid('param').id, c.req.valid('json')),
      200,
    );
  })
  .openapi(deleteRoute, async (c) => {
    await deleteTrame(deps(c), await requireScope(c), c.req.valid('param').id);
    return c.body(null, 204);
  })
  .openapi(examplesRoute, async (c) =>
    c.json(await findExamples(deps(c), await requireScope(c), c.req.valid('param').id), 200),
  )
  .openapi(addExampleRoute, async (c) => {
    const scope = await requireScope(c);
    return c.json(
      await addExample(deps(c), scope, c.req.valid('param').id, c.req.valid('form').file),
      201,
    );
  })
  .openapi(deleteExampleRoute, async (c) => {
    const { id, exampleId } = c.req.valid('param');
    await deleteExample(deps(c), await requireScope(c), id, exampleId);
    return c.body(null, 204);
  })
  .openapi(latestAnalysisRoute, async (c) =>
    c.json(await latestAnalysis(deps(c), await requireScope(c), c.req.valid('param').id), 200),
  )
  .openapi(startAnalysisRoute, async (c) =>
    c.json(await startAnalysis(deps(c), await requireScope(c), c.req.valid('param').id), 201),
  );
