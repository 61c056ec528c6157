import { createRoute, z } from '@hono/zod-openapi';
import {
  ZListOf,
  ZKnowledgeItem,
  ZKnowledgeItemCreated,
  ZKnowledgeFilters,
  ZKnowledgeItemInput,
  ZKnowledgeItemPatch,
} from '@praxis/shared/settings/schemas';
import { createRouter, requireScope, type AppContext } from '../../lib/context';
import { errorResponses, json, ZIdParam } from '../../lib/openapi';
import { tagsFromForm, ZUploadFile, type FileDeps } from '../../lib/uploads';
import { createKnowledgeItem } from './create-knowledge-item';
import { deleteKnowledgeItem } from './delete-knowledge-item';
import { findKnowledgeItems } from './find-knowledge-items';
import { refreshKnowledgeItemUrl } from './refresh-knowledge-item-url';
import { updateKnowledgeItem } from './update-knowledge-item';

const tags = ['Exercices & Documents'];

/** multipart/form-data: the fields of ZKnowledgeItemInput, `tags` repeated (or one JSON array), and `file`. */
const ZKnowledgeItemForm = ZKnowledgeItemInput.extend({
  tags: z.preprocess(tagsFromForm, ZKnowledgeItemInput.shape.tags),
  file: ZUploadFile,
});

const listRoute = createRoute({
  method: 'get',
  path: '/knowledge-items',
  tags,
  summary: 'Éléments partagés et propres, du plus récent au plus ancien (recherche dès 2 caractères, type)',
  request: { query: ZKnowledgeFilters },
  responses: {
    200: { description: 'Éléments', content: json(ZListOf(ZKnowledgeItem)) },
    401: errorResponses[401],
    422: errorResponses[422],
  },
});

const createItemRoute = createRoute({
  method: 'post',
  path: '/knowledge-items',
  tags,
  summary: 'Créer un élément avec son fichier (multipart : file + champs ; 15 Mo au plus)',
  request: { body: { required: true, content: { 'multipart/form-data': { schema: ZKnowledgeItemForm } } } },
  responses: {
    201: { description: 'Élément créé ; renamedFrom : nom d’origine si le nom a été normalisé', content: json(ZKnowledgeItemCreated) },
    401: errorResponses[401],
    413: errorResponses[413],
    422: errorResponses[422],
  },
});

const patchRoute = createRoute({
  method: 'patch',
  path: '/knowledge-items/{id}',
  tags,
  summary: 'Modifier un élément propre (le fichier ne peut pas être remplacé)',
  request: { params: ZIdParam, body: { required: true, content: json(ZKnowledgeItemPatch) } },
  responses: {
    200: { description: 'Élément modifié', content: json(ZKnowledgeItem) },
    401: errorResponses[401],
    404: errorResponses[404],
    422: errorResponses[422],
  },
});

const deleteRoute = createRoute({
  method: 'delete',
  path: '/knowledge-items/{id}',
  tags,
  summary: 'Supprimer définitivement un élément propre et son fichier',
  request: { params: ZIdParam },
  responses: { 204: { description: 'Élément supprimé' }, 401: errorResponses[401], 404: errorResponses[404] },
});

const refreshRoute = createRoute({
  method: 'post',
  path: '/knowledge-items/{id}/signed-url',
  tags,
  summary: 'Obtenir une nouvelle adresse signée (24 heures)',
  request: { params: ZIdParam },
  responses: { 200: { description: 'Élément avec sa nouvelle adresse', content: json(ZKnowledgeItem) }, 401: errorResponses[401], 404: errorResponses[404] },
});

const fileDeps = (c: AppContext): FileDeps => ({ db: c.var.deps.db, storage: c.var.deps.storage, logger: c.var.logger });

export const knowledgeItemsRoutes = createRouter()
  .openapi(listRoute, async (c) => {
    return c.json(await findKnowledgeItems(fileDeps(c), await requireScope(c), c.req.valid('query')), 200);
  })
  .openapi(createItemRoute, async (c) => {
    const { file, ...input } = c.req.valid('form');
    return c.json(await createKnowledgeItem(fileDeps(c), await requireScope(c), input, file), 201);
  })
  .openapi(patchRoute, async (c) => {
    const scope = await requireScope(c);
    return c.json(await updateKnowledgeItem(fileDeps(c), scope, c.req.valid('param').id, c.req.valid('json')), 200);
  })
  .openapi(deleteRoute, async (c) => {
    await deleteKnowledgeItem(fileDeps(c), await requireScope(c), c.req.valid('param').id);
    return c.body(null, 204);
  })
  .openapi(refreshRoute, async (c) => {
    return c.json(await refreshKnowledgeItemUrl(fileDeps(c), await requireScope(c), c.req.valid('param').id), 200);
  });
