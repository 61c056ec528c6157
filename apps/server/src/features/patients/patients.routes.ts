import { createRoute } from '@hono/zod-openapi';
import { ZPatient, ZPatientCreateRequest, ZPatientList, ZPatientListQuery, ZPatientPatch } from '@praxis/shared/patients/schemas';
import { auditActor, recordAudit, withAudit } from '../../lib/audit';
import { createRouter, requireScope } from '../../lib/context';
import { errorResponses, json } from '../../lib/openapi';
import { createPatient } from './create/create-patient';
import { findPatients } from './list/find-patients';
import { ZPatientParam } from './patient-params';
import { getPatient } from './record/get-patient';
import { updatePatient } from './record/update-patient';

const tags = ['Patients'];

const listRoute = createRoute({
  method: 'get',
  path: '/patients',
  tags,
  summary: 'Patients par nom puis prénom, avec statut de bilan, dernier et prochain rendez-vous',
  description:
    'La recherche (à partir de 2 caractères) porte sur le prénom ou le nom, partielle, sans tenir compte de la casse ni des accents.',
  request: { query: ZPatientListQuery },
  responses: { 200: { description: 'Patients', content: json(ZPatientList) }, 401: errorResponses[401], 422: errorResponses[422] },
});

const createPatientRoute = createRoute({
  method: 'post',
  path: '/patients',
  tags,
  summary: 'Créer un patient avec ses représentants, ses objectifs et son parcours (une transaction)',
  request: { body: { required: true, content: json(ZPatientCreateRequest) } },
  responses: {
    201: { description: 'Patient créé', content: json(ZPatient) },
    401: errorResponses[401],
    409: errorResponses[409],
    422: errorResponses[422],
  },
});

const getRoute = createRoute({
  method: 'get',
  path: '/patients/{id}',
  tags,
  summary: 'Dossier d’un patient',
  request: { params: ZPatientParam },
  responses: { 200: { description: 'Patient', content: json(ZPatient) }, 401: errorResponses[401], 404: errorResponses[404] },
});

const patchRoute = createRoute({
  method: 'patch',
  path: '/patients/{id}',
  tags,
  summary: 'Modifier un patient (null efface un champ facultatif ; majorité recalculée)',
  request: { params: ZPatientParam, body: { required: true, content: json(ZPatientPatch) } },
  responses: { 200: { description: 'Patient modifié', content: json(ZPatient) }, 401: errorResponses[401], 404: errorResponses[404], 422: errorResponses[422] },
});

export const patientsRoutes = createRouter()
  .openapi(listRoute, async (c) => c.json(await findPatients(c.var.deps.db, await requireScope(c), c.req.valid('query')), 200))
  .openapi(createPatientRoute, async (c) => {
    const scope = await requireScope(c);
    const created = await withAudit(c.var.deps.db, auditActor(c, scope), (tx) => createPatient(tx, scope, c.req.valid('json')), (patient) => ({
      action: 'patient.create',
      objectType: 'patient',
      objectId: patient.id,
      patientId: patient.id,
    }));
    return c.json(created, 201);
  })
  .openapi(getRoute, async (c) => {
    const scope = await requireScope(c);
    const { id } = c.req.valid('param');
    const patient = await getPatient(c.var.deps.db, scope, id);
    // A read of one record is audited (lists are not, row by row).
    await recordAudit(c.var.deps.db, auditActor(c, scope), { action: 'patient.read', objectType: 'patient', objectId: id, patientId: id });
    return c.json(patient, 200);
  })
  .openapi(patchRoute, async (c) => {
    const scope = await requireScope(c);
    const { id } = c.req.valid('param');
    const entry = { action: 'patient.update', objectType: 'patient', objectId: id, patientId: id } as const;
    return c.json(await withAudit(c.var.deps.db, auditActor(c, scope), (tx) => updatePatient(tx, scope, id, c.req.valid('json')), () => entry), 200);
  });
