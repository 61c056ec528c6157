import { createRoute, z } from '@hono/zod-openapi';
import { ZPatientErasureRequest, ZPatientExport } from '@praxis/shared/patients/data-rights';
import { auditActor, recordAudit } from '../../lib/audit';
import { createRouter, requireScope } from '../../lib/context';
import { errorResponses, json } from '../../lib/openapi';
import { ZPatientParam } from '../patients/patient-params';
import { erasePatient } from './erase-patient';
import { findOwnExport, toPatientExport } from './export-row';
import { startPatientExport } from './start-export';

const tags = ['Droits du patient'];
/** Malformed ids answer 404 like missing rows (lib/validation.ts). */
const ZExportParam = ZPatientParam.extend({ exportId: z.uuid() });

const startExportRoute = createRoute({
  method: 'post',
  path: '/patients/{id}/exports',
  tags,
  summary: 'Exporter le dossier : prépare en tâche de fond un ZIP (patient.json, documents, resume.html)',
  request: { params: ZPatientParam },
  responses: { 202: { description: 'Export demandé', content: json(ZPatientExport) }, 401: errorResponses[401], 404: errorResponses[404] },
});

const getExportRoute = createRoute({
  method: 'get',
  path: '/patients/{id}/exports/{exportId}',
  tags,
  summary: 'État d’un export (progression) et, une fois prêt, son adresse de téléchargement signée (10 minutes)',
  request: { params: ZExportParam },
  responses: { 200: { description: 'Export', content: json(ZPatientExport) }, 401: errorResponses[401], 404: errorResponses[404] },
});

const eraseRoute = createRoute({
  method: 'post',
  path: '/patients/{id}/erase',
  tags,
  summary: 'Supprimer définitivement le patient, ses données et ses fichiers (nom complet saisi pour confirmer)',
  request: { params: ZPatientParam, body: { required: true, content: json(ZPatientErasureRequest) } },
  responses: { 204: { description: 'Patient effacé' }, 401: errorResponses[401], 404: errorResponses[404], 422: errorResponses[422] },
});

export const patientDataRightsRoutes = createRouter()
  .openapi(startExportRoute, async (c) => {
    const scope = await requireScope(c);
    const row = await startPatientExport(c.var.deps, scope, auditActor(c, scope), c.req.valid('param').id);
    return c.json(await toPatientExport(row, c.var.deps.storage), 202);
  })
  .openapi(getExportRoute, async (c) => {
    const scope = await requireScope(c);
    const { id, exportId } = c.req.valid('param');
    const row = await findOwnExport(c.var.deps.db, scope, id, exportId);
    const result = await toPatientExport(row, c.var.deps.storage);
    // Handing out the download address is a download of the patient's data.
    if (result.downloadUrl) await recordAudit(c.var.deps.db, auditActor(c, scope), { action: 'document.download', objectType: 'patient-export', objectId: row.id, patientId: id });
    return c.json(result, 200);
  })
  .openapi(eraseRoute, async (c) => {
    const scope = await requireScope(c);
    await erasePatient(c.var.deps, scope, auditActor(c, scope), c.req.valid('param').id, c.req.valid('json').confirmation);
    return c.body(null, 204);
  });
