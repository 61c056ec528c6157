import { createRoute } from '@hono/zod-openapi';
import { ZPatientAppointments } from '@praxis/shared/patients/schemas';
import { createRouter, requireScope } from '../../../lib/context';
import { errorResponses, json } from '../../../lib/openapi';
import { ZPatientParam } from '../patient-params';
import { findPatientAppointments } from './find-patient-appointments';

const appointmentsRoute = createRoute({
  method: 'get',
  path: '/patients/{id}/appointments',
  tags: ['Patients'],
  summary: 'Les 5 prochains rendez-vous du patient et ses 5 derniers (annulés compris)',
  request: { params: ZPatientParam },
  responses: { 200: { description: 'Rendez-vous', content: json(ZPatientAppointments) }, 401: errorResponses[401], 404: errorResponses[404] },
});

export const patientAppointmentsRoutes = createRouter().openapi(appointmentsRoute, async (c) =>
  c.json(await findPatientAppointments(c.var.deps.db, await requireScope(c), c.req.valid('param').id), 200),
);
