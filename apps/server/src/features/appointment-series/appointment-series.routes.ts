import { createRoute } from '@hono/zod-openapi';
import { ZSeriesCreated, ZSeriesInput, ZSeriesPreview } from '@praxis/shared/appointments/series';
import { createRouter, requireScope } from '../../lib/context';
import { errorResponses, json } from '../../lib/openapi';
import { createSeries } from './create-series';
import { planSeries } from './plan-series';

const tags = ['Agenda'];

const previewRoute = createRoute({
  method: 'post',
  path: '/appointment-series/preview',
  tags,
  summary: "Dates d'une série de rendez-vous, chacune avec le rendez-vous qu'elle chevauche, et les dates sautées (vacances scolaires). N'écrit rien.",
  request: { body: { required: true, content: json(ZSeriesInput) } },
  responses: { 200: { description: 'Dates de la série', content: json(ZSeriesPreview) }, 401: errorResponses[401], 422: errorResponses[422] },
});

const createSeriesRoute = createRoute({
  method: 'post',
  path: '/appointment-series',
  tags,
  summary: 'Créer une série : un rendez-vous à chaque date libre, en une transaction (les dates en conflit sont rendues)',
  request: { body: { required: true, content: json(ZSeriesInput) } },
  responses: {
    201: { description: 'Série créée', content: json(ZSeriesCreated) },
    401: errorResponses[401],
    409: { ...errorResponses[409], description: 'Aucune date libre, ou créneau pris entre-temps' },
    422: errorResponses[422],
  },
});

export const appointmentSeriesRoutes = createRouter()
  .openapi(previewRoute, async (c) => {
    const { occurrences, skipped } = await planSeries(c.var.deps.db, await requireScope(c), c.req.valid('json'));
    return c.json({ occurrences, skipped }, 200);
  })
  .openapi(createSeriesRoute, async (c) => {
    return c.json(await createSeries(c.var.deps.db, await requireScope(c), c.req.valid('json'), c.var.deps), 201);
  });
