import { createRoute, z } from '@hono/zod-openapi';
import {
  ZListOf,
  ZUserDocument,
  ZUserDocumentCreated,
  ZUserDocumentFilters,
  ZUserDocumentInput,
  ZUserDocumentPatch,
} from '@praxis/shared/settings/schemas';
import { auditActor, recordAudit } from '../../lib/audit';
import { createRouter, requireScope, type AppContext } from '../../lib/context';
import { errorResponses, json, ZIdParam } from '../../lib/openapi';
import { tagsFromForm, ZUploadFile, type FileDeps } from '../../lib/uploads';
import { createUserDocument } from './create-user-document';
import { deleteUserDocument } from './delete-user-document';
import { findUserDocuments } from './find-user-documents';
import { refreshUserDocumentUrl } from './refresh-user-document-url';
import { updateUserDocument } from './update-user-document';

const tags = ['Mes documents'];

/** multipart/form-data: the fields of ZUserDocumentInput, `tags` repeated (or one JSON array), and `file`. */
const ZUserDocumentForm = ZUserDocumentInput.extend({
  tags: z.preprocess(tagsFromForm, ZUserDocumentInput.shape.tags),
  file: ZUploadFile,
});

const listRoute = createRoute({
  method: 'get',
  path: '/user-documents',
  tags,
  summary: 'Documents actifs, du plus récent au plus ancien (recherche dès 2 caractères, trame, mot-clé)',
  request: { query: ZUserDocumentFilters },
  responses: {
    200: { description: 'Documents', content: json(ZListOf(ZUserDocument)) },
    401: errorResponses[401],
    422: errorResponses[422],
  },
});

const createDocumentRoute = createRoute({
  method: 'post',
  path: '/user-documents',
  tags,
  summary: 'Déposer un document (multipart : file + champs ; 15 Mo au plus)',
  request: { body: { required: true, content: { 'multipart/form-data': { schema: ZUserDocumentForm } } } },
  responses: {
    201: { description: 'Document créé ; renamedFrom : nom d’origine si le nom a été normalisé', content: json(ZUserDocumentCreated) },
    401: errorResponses[401],
    413: errorResponses[413],
    422: errorResponses[422],
  },
});

const patchRoute = createRoute({
  method: 'patch',
  path: '/user-documents/{id}',
  tags,
  summary: 'Modifier un document (le fichier ne peut pas être remplacé)',
  request: { params: ZIdParam, body: { required: true, content: json(ZUserDocumentPatch) } },
  responses: {
    200: { description: 'Document modifié', content: json(ZUserDocument) },
    401: errorResponses[401],
    404: errorResponses[404],
    422: errorResponses[422],
  },
});

const deleteRoute = createRoute({
  method: 'delete',
  path: '/user-documents/{id}',
  tags,
  summary: 'Supprimer un document et son fichier',
  request: { params: ZIdParam },
  responses: { 204: { description: 'Document supprimé' }, 401: errorResponses[401], 404: errorResponses[404] },
});

const refreshRoute = createRoute({
  method: 'post',
  path: '/user-documents/{id}/signed-url',
  tags,
  summary: 'Obtenir une nouvelle adresse signée (1 heure)',
  request: { params: ZIdParam },
  responses: { 200: { description: 'Document avec sa nouvelle adresse', content: json(ZUserDocument) }, 401: errorResponses[401], 404: errorResponses[404] },
});

const fileDeps = (c: AppContext): FileDeps => ({ db: c.var.deps.db, storage: c.var.deps.storage, logger: c.var.logger });

export const userDocumentsRoutes = createRouter()
  .openapi(listRoute, async (c) => {
    return c.json(await findUserDocuments(fileDeps(c), await requireScope(c), c.req.valid('query')), 200);
  })
  .openapi(createDocumentRoute, async (c) => {
    const { file, ...input } = c.req.valid('form');
    return c.json(await createUserDocument(fileDeps(c), await requireScope(c), input, file), 201);
  })
  .openapi(patchRoute, async (c) => {
    const scope = await requireScope(c);
    return c.json(await updateUserDocument(fileDeps(c), scope, c.req.valid('param').id, c.req.valid('json')), 200);
  })
  .openapi(deleteRoute, async (c) => {
    await deleteUserDocument(fileDeps(c), await requireScope(c), c.req.valid('param').id);
    return c.body(null, 204);
  })
  .openapi(refreshRoute, async (c) => {
    const scope = await requireScope(c);
    const { id } = c.req.valid('param');
    const document = await refreshUserDocumentUrl(fileDeps(c), scope, id);
    await recordAudit(c.var.deps.db, auditActor(c, scope), { action: 'user-document.download', objectType: 'user-document', objectId: id });
    return c.json(document, 200);
  });
