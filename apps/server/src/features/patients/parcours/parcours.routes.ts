import { createRoute } from '@hono/zod-openapi';
import { ZParcoursInput, ZParcoursState } from '@praxis/shared/patients/schemas';
import { auditActor, withAudit } from '../../../lib/audit';
import { createRouter, requireScope } from '../../../lib/context';
import { errorResponses, json } from '../../../lib/openapi';
import { ZPatientParam } from '../patient-params';
import { getParcours } from './get-parcours';
import { setParcours } from './set-parcours';

const tags = ['Parcours'];

const getRoute = createRoute({
  method: 'get',
  path: '/patients/{id}/parcours',
  tags,
  summary: 'Parcours de soin actuel et historique (du plus récent au plus ancien)',
  request: { params: ZPatientParam },
  responses: { 200: { description: 'Parcours', content: json(ZParcoursState) }, 401: errorResponses[401], 404: errorResponses[404] },
});

const putRoute = createRoute({
  method: 'put',
  path: '/patients/{id}/parcours',
  tags,
  summary: 'Changer de parcours (la même valeur ne change rien)',
  request: { params: ZPatientParam, body: { required: true, content: json(ZParcoursInput) } },
  responses: {
    200: { description: 'Parcours', content: json(ZParcoursState) },
    401: errorResponses[401],
    404: errorResponses[404],
    409: errorResponses[409],
    422: errorResponses[422],
  },
});

export const parcoursRoutes = createRouter()
  .openapi(getRoute, async (c) => c.json(await getParcours(c.var.deps.db, await requireScope(c), c.req.valid('param').id), 200))
  .openapi(putRoute, async (c) => {
    const scope = await requireScope(c);
    const { id } = c.req.valid('param');
    const entry = { action: 'parcours.update', objectType: 'parcours', objectId: id, patientId: id } as const;
    return c.json(await withAudit(c.var.deps.db, auditActor(c, scope), (tx) => setParcours(tx, scope, id, c.req.valid('json').parcours), () => entry), 200);
  });
