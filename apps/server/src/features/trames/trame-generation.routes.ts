import { createRoute } from '@hono/zod-openapi';
import {
  ZGenerationJob,
  ZLatestGeneration,
  ZTrameTemplate,
} from '@praxis/shared/trames/generation';
import { ZDraftRequest, ZDraftResult } from '@praxis/shared/trames/draft';
import { createRouter, requireScope, type AppContext } from '../../lib/context';
import { errorResponses, json, ZIdParam } from '../../lib/openapi';
import { prepareDraft } from './prepare-draft';
import { getTemplate, latestGeneration, startGeneration } from './trame-generation';

const tags = ['Trames'];

const latestRoute = createRoute({
  method: 'get',
  path: '/trames/{id}/generation',
  tags,
  summary: 'La dernière génération du document de la trame',
  request: { params: ZIdParam },
  responses: {
    200: { description: 'Dernière génération', content: json(ZLatestGeneration) },
    401: errorResponses[401],
    404: errorResponses[404],
  },
});

const startRoute = createRoute({
  method: 'post',
  path: '/trames/{id}/generation',
  tags,
  summary:
    'Générer (ou régénérer) le document de la trame à partir des exemples analysés (tâche de fond, suivie en direct)',
  request: { params: ZIdParam },
  responses: {
    201: { description: 'Génération lancée', content: json(ZGenerationJob) },
    401: errorResponses[401],
    404: errorResponses[404],
    409: errorResponses[409],
    422: errorResponses[422],
  },
});

const templateRoute = createRoute({
  method: 'get',
  path: '/trames/{id}/template',
  tags,
  summary: 'Le document généré de la trame (template_json), ou null',
  request: { params: ZIdParam },
  responses: {
    200: { description: 'Document de la trame', content: json(ZTrameTemplate) },
    401: errorResponses[401],
    404: errorResponses[404],
  },
});

const draftRoute = createRoute({
  method: 'post',
  path: '/trames/{id}/drafts',
  tags,
  summary:
    'Préparer un compte rendu : la trame remplie pour un patient (identité, âge, dates, motif, objectifs, notes des dernières séances), en DOCX ou en PDF, rangé dans les documents du patient',
  request: { params: ZIdParam, body: { required: true, content: json(ZDraftRequest) } },
  responses: {
    201: { description: 'Compte rendu préparé', content: json(ZDraftResult) },
    401: errorResponses[401],
    404: errorResponses[404],
    422: errorResponses[422],
  },
});

const deps = (c: AppContext) => ({ ...c.var.deps, logger: c.var.logger });

export const trameGenerationRoutes = createRouter()
  .openapi(latestRoute, async (c) =>
    c.json(await latestGeneration(deps(c), await requireScope(c), c.req.valid('param').id), 200),
  )
  .openapi(startRoute, async (c) =>
    c.json(await startGeneration(deps(c), await requireScope(c), c.req.valid('param').id), 201),
  )
  .openapi(templateRoute, async (c) =>
    c.json(await getTemplate(deps(c), await requireScope(c), c.req.valid('param').id), 200),
  )
  .openapi(draftRoute, async (c) =>
    c.json(
      await prepareDraft(
        deps(c),
        await requireScope(c),
        c.req.valid('param').id,
        c.req.valid('json').patientId,
        c.req.valid('json').format,
      ),
      201,
    ),
  );
