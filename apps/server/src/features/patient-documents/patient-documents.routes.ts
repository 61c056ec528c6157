import { createRoute, z } from '@hono/zod-openapi';
import { ZDocumentLink, ZDocumentLinkQuery, ZDocumentUploadResponse, ZPatientDocumentList, ZPatientDocumentQuery } from '@praxis/shared/patients/schemas';
import { auditActor, recordAudit } from '../../lib/audit';
import { createRouter, requireScope, type AppContext } from '../../lib/context';
import { errorResponses, json, ZErrorResponse } from '../../lib/openapi';
import type { FileDeps } from '../../lib/uploads';
import { deletePatientDocument } from './delete-patient-document';
import { ZDocumentsForm } from './documents-upload';
import { findPatientDocuments } from './find-patient-documents';
import { getPatientDocumentLink } from './get-patient-document-link';
import { uploadPatientDocuments } from './upload-patient-documents';

const tags = ['Documents du patient'];
/** Malformed ids answer 404 like missing rows (lib/validation.ts). */
const ZPatientParam = z.object({ id: z.uuid() });
const ZDocumentParam = ZPatientParam.extend({ docId: z.uuid() });
/** All files refused: the per-file results come with the error, for the results panel. */
const ZUploadRefused = ZErrorResponse.extend(ZDocumentUploadResponse.shape);

const listRoute = createRoute({
  method: 'get',
  path: '/patients/{id}/documents',
  tags,
  summary: 'Documents actifs du patient, du plus récent au plus ancien (type, recherche dès 2 caractères, pages de 10)',
  request: { params: ZPatientParam, query: ZPatientDocumentQuery },
  responses: { 200: { description: 'Documents', content: json(ZPatientDocumentList) }, 401: errorResponses[401], 404: errorResponses[404], 422: errorResponses[422] },
});

const uploadRoute = createRoute({
  method: 'post',
  path: '/patients/{id}/documents',
  tags,
  summary: 'Ajouter 1 à 10 documents (multipart : parties `files` ; PDF, DOC, DOCX, TXT ; 15 Mo chacun)',
  request: { params: ZPatientParam, body: { required: true, content: { 'multipart/form-data': { schema: ZDocumentsForm } } } },
  responses: {
    201: { description: 'Au moins un document ajouté ; un résultat par fichier, dans l’ordre', content: json(ZDocumentUploadResponse) },
    401: errorResponses[401],
    404: errorResponses[404],
    413: errorResponses[413],
    422: { description: 'Aucun fichier, plus de 10 fichiers, ou aucun fichier accepté (résultats par fichier joints)', content: json(ZUploadRefused) },
  },
});

const linkRoute = createRoute({
  method: 'get',
  path: '/patients/{id}/documents/{docId}/link',
  tags,
  summary: 'Adresse signée du document : visualisation (1 heure) ou téléchargement (60 secondes)',
  request: { params: ZDocumentParam, query: ZDocumentLinkQuery },
  responses: { 200: { description: 'Adresse signée', content: json(ZDocumentLink) }, 401: errorResponses[401], 404: errorResponses[404], 422: errorResponses[422] },
});

const deleteRoute = createRoute({
  method: 'delete',
  path: '/patients/{id}/documents/{docId}',
  tags,
  summary: 'Supprimer le document : le fichier, puis la fiche',
  request: { params: ZDocumentParam },
  responses: { 204: { description: 'Document supprimé' }, 401: errorResponses[401], 404: errorResponses[404] },
});

const fileDeps = (c: AppContext): FileDeps => ({ db: c.var.deps.db, storage: c.var.deps.storage, logger: c.var.logger });

export const patientDocumentsRoutes = createRouter()
  .openapi(listRoute, async (c) => {
    return c.json(await findPatientDocuments(c.var.deps.db, await requireScope(c), c.req.valid('param').id, c.req.valid('query')), 200);
  })
  .openapi(uploadRoute, async (c) => {
    const scope = await requireScope(c);
    const { id } = c.req.valid('param');
    const response = await uploadPatientDocuments(fileDeps(c), scope, id, c.req.valid('form').files);
    const created = response.results.flatMap((r) => (r.document ? [r.document.id] : []));
    await recordAudit(
      c.var.deps.db,
      auditActor(c, scope),
      created.map((docId) => ({ action: 'document.create', objectType: 'patient-document', objectId: docId, patientId: id }) as const),
    );
    if (response.successCount > 0) return c.json(response, 201);
    const fields = Object.fromEntries(response.results.map((r, i) => [`files.${i}`, r.error ?? '']));
    const [first] = response.results;
    const message = response.results.length === 1 && first?.error ? first.error : `${first?.fileName ?? ''} : ${first?.error ?? ''}`;
    return c.json({ error: { code: 'VALIDATION', message, fields }, ...response }, 422);
  })
  .openapi(linkRoute, async (c) => {
    const { id, docId } = c.req.valid('param');
    const scope = await requireScope(c);
    const { purpose } = c.req.valid('query');
    const link = await getPatientDocumentLink(fileDeps(c), scope, id, docId, purpose);
    const action = purpose === 'download' ? 'document.download' : 'document.read';
    await recordAudit(c.var.deps.db, auditActor(c, scope), { action, objectType: 'patient-document', objectId: docId, patientId: id });
    return c.json(link, 200);
  })
  .openapi(deleteRoute, async (c) => {
    const { id, docId } = c.req.valid('param');
    const scope = await requireScope(c);
    await deletePatientDocument(fileDeps(c), scope, id, docId);
    // The file then the row are gone (no transaction spans a file removal): recorded right after.
    await recordAudit(c.var.deps.db, auditActor(c, scope), { action: 'document.delete', objectType: 'patient-document', objectId: docId, patientId: id });
    return c.body(null, 204);
  });
