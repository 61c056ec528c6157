import { createRoute, z } from '@hono/zod-openapi';
import { ZListOf } from '@praxis/shared/settings/schemas';
import {
  trameMessages,
  ZTrameDocument,
  ZTrameDocumentFields,
  ZTrameDocumentFilters,
  ZTrameDocumentPatch,
} from '@praxis/shared/trames/schemas';
import { createRouter, requireScope, type AppContext } from '../../lib/context';
import { errorResponses, json, ZIdParam } from '../../lib/openapi';
import {
  addTrameDocument,
  deleteTrameDocument,
  findTrameDocuments,
  updateTrameDocument,
} from './trame-documents';

const tags = ['Documents des trames'];

const isFile = (v: unknown): v is File => v instanceof Blob && typeof (v as File).name === 'string';
const ZDocumentFile = z
  .custom<File>(isFile, { error: trameMessages.documentFileRequired })
  .openapi({ type: 'string', format: 'binary' });
const ZDocumentParams = ZIdParam.extend({ documentId: z.uuid() });

const listRoute = createRoute({
  method: 'get',
  path: '/trames/{id}/documents',
  tags,
  summary: 'Documents complémentaires d’une trame (recherche dès 2 caractères)',
  request: { params: ZIdParam, query: ZTrameDocumentFilters },
  responses: {
    200: { description: 'Documents', content: json(ZListOf(ZTrameDocument)) },
    401: errorResponses[401],
    404: errorResponses[404],
  },
});

const addRoute = createRoute({
  method: 'post',
  path: '/trames/{id}/documents',
  tags,
  summary:
    'Ajouter un document complémentaire (multipart : file de 30 Mo au plus, title ou nom, description, descriptionIa)',
  request: {
    params: ZIdParam,
    body: {
      required: true,
      content: {
        'multipart/form-data': { schema: ZTrameDocumentFields.extend({ file: ZDocumentFile }) },
      },
    },
  },
  responses: {
    201: { description: 'Document ajouté', content: json(ZTrameDocument) },
    401: errorResponses[401],
    404: errorResponses[404],
    413: errorResponses[413],
    422: errorResponses[422],
  },
});

const patchRoute = createRoute({
  method: 'patch',
  path: '/trames/{id}/documents/{documentId}',
  tags,
  summary: 'Modifier un document complémentaire',
  request: {
    params: ZDocumentParams,
    body: { required: true, content: json(ZTrameDocumentPatch) },
  },
  responses: {
    200: { description: 'Document modifié', content: json(ZTrameDocument) },
    401: errorResponses[401],
    404: errorResponses[404],
    422: errorResponses[422],
  },
});

const deleteRoute = createRoute({
  method: 'delete',
  path: '/trames/{id}/documents/{documentId}',
  tags,
  summary: 'Supprimer un document complémentaire et son fichier',
  request: { params: ZDocumentParams },
  responses: {
    204: { description: 'Document supprimé' },
    401: errorResponses[401],
    404: errorResponses[404],
  },
});

const deps = (c: AppContext) => ({ ...c.var.deps, logger: c.var.logger });

export const trameDocumentsRoutes = createRouter()
  .openapi(listRoute, async (c) => {
    const scope = await requireScope(c);
    return c.json(
      await findTrameDocuments(
        deps(c),
        scope,
        c.req.valid('param').id,
        c.req.valid('query').search,
      ),
      200,
    );
  })
  .openapi(addRoute, async (c) => {
    const scope = await requireScope(c);
    const { file, ...fields } = c.req.valid('form');
    return c.json(
      await addTrameDocument(deps(c), scope, c.req.valid('param').id, fields, file),
      201,
    );
  })
  .openapi(patchRoute, async (c) => {
    const scope = await requireScope(c);
    const { id, documentId } = c.req.valid('param');
    return c.json(
      await updateTrameDocument(deps(c), scope, id, documentId, c.req.valid('json')),
      200,
    );
  })
  .openapi(deleteRoute, async (c) => {
    const { id, documentId } = c.req.valid('param');
    await deleteTrameDocument(deps(c), await requireScope(c), id, documentId);
    return c.body(null, 204);
  });
