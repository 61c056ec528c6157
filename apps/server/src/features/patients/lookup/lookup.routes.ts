import { createRoute } from '@hono/zod-openapi';
import { ZPatientLookup, ZPatientLookupQuery } from '@praxis/shared/patients/lookup';
import { createRouter, requireScope } from '../../../lib/context';
import { errorResponses, json } from '../../../lib/openapi';
import { findPatientLookup } from './find-patient-lookup';

const lookupRoute = createRoute({
  method: 'get',
  path: '/patients/lookup',
  tags: ['Patients'],
  summary: 'Recherche légère de patients (sélecteurs)',
  description: 'Au plus 10 patients dont le prénom ou le nom contient chaque mot de `q` (2 caractères minimum).',
  request: { query: ZPatientLookupQuery },
  responses: { 200: { description: 'Patients trouvés', content: json(ZPatientLookup) }, 401: errorResponses[401], 422: errorResponses[422] },
});

export const patientLookupRoutes = createRouter().openapi(lookupRoute, async (c) => {
  const scope = await requireScope(c);
  const { q } = c.req.valid('query');
  const items = await findPatientLookup(c.var.deps.db, scope, q);
  return c.json({ items }, 200);
});
