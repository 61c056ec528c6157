import { createRoute } from '@hono/zod-openapi';
import { ZAuditEventList, ZMyAuditQuery, ZPatientAuditQuery } from '@praxis/shared/audit/schemas';
import { createRouter, requireScope } from '../../lib/context';
import { errorResponses, json } from '../../lib/openapi';
import { requirePatient } from '../patients/patient-access';
import { ZPatientParam } from '../patients/patient-params';
import { findAuditEvents, ownAuditWhere, patientAuditWhere } from './find-audit-events';

const tags = ['Journal d’accès'];

const patientAuditRoute = createRoute({
  method: 'get',
  path: '/patients/{id}/audit',
  tags,
  summary: 'Journal d’accès du dossier : qui l’a consulté ou modifié, et quand (du plus récent au plus ancien)',
  description: 'Lisible par qui peut lire le dossier. Filtre par jours (from, to : AAAA-MM-JJ, inclus), pages de 20.',
  request: { params: ZPatientParam, query: ZPatientAuditQuery },
  responses: {
    200: { description: 'Accès au dossier', content: json(ZAuditEventList) },
    401: errorResponses[401],
    404: errorResponses[404],
    422: errorResponses[422],
  },
});

const myAuditRoute = createRoute({
  method: 'get',
  path: '/audit/me',
  tags,
  summary: 'Sa propre activité sur les données des patients (dans tous ses espaces)',
  description: 'Filtre par jours (from, to : AAAA-MM-JJ, inclus) et par patient, pages de 20.',
  request: { query: ZMyAuditQuery },
  responses: { 200: { description: 'Activité du compte', content: json(ZAuditEventList) }, 401: errorResponses[401], 422: errorResponses[422] },
});

export const auditRoutes = createRouter()
  .openapi(patientAuditRoute, async (c) => {
    const scope = await requireScope(c);
    const { id } = c.req.valid('param');
    await requirePatient(c.var.deps.db, scope, id);
    return c.json(await findAuditEvents(c.var.deps.db, scope, patientAuditWhere(id), c.req.valid('query')), 200);
  })
  .openapi(myAuditRoute, async (c) => {
    const scope = await requireScope(c);
    const query = c.req.valid('query');
    return c.json(await findAuditEvents(c.var.deps.db, scope, ownAuditWhere(scope, query.patientId), query), 200);
  });
