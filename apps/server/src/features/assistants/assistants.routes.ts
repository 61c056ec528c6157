import { createRoute, z } from '@hono/zod-openapi';
import { streamSSE } from 'hono/streaming';
import {
  ZAssistantParam,
  ZAssistantStatus,
  ZConversation,
  ZConversationDetail,
  ZConversationList,
  ZCreateConversation,
  ZReadAttachment,
  ZRenameConversation,
  ZSendMessage,
} from '@praxis/shared/assistants/schemas';
import { auditActor } from '../../lib/audit';
import { createRouter, requireScope, type AppContext } from '../../lib/context';
import type { Scope } from '../../lib/scope';
import { errorResponses, json, ZIdParam } from '../../lib/openapi';
import { ZUploadFile } from '../../lib/uploads';
import { createConversation, deleteConversation, findConversations, getConversation, renameConversation } from './conversations';
import { readAttachment } from './read-attachment';
import { answerMessage, startMessage, type SendDeps } from './send-message';

const tags = ['Assistantes'];

const statusRoute = createRoute({
  method: 'get',
  path: '/assistants/status',
  tags,
  summary: 'Un modèle est-il configuré (AI_BASE_URL, AI_MODEL) ? Sinon les réponses sont des exemples',
  responses: { 200: { description: 'État', content: json(ZAssistantStatus) }, 401: errorResponses[401] },
});

const listRoute = createRoute({
  method: 'get',
  path: '/assistants/{assistant}/conversations',
  tags,
  summary: 'Mes conversations avec Sophie ou Myriam, la plus récente d’abord',
  request: { params: ZAssistantParam },
  responses: { 200: { description: 'Conversations', content: json(ZConversationList) }, 401: errorResponses[401], 404: errorResponses[404] },
});

const createConversationRoute = createRoute({
  method: 'post',
  path: '/assistants/{assistant}/conversations',
  tags,
  summary: 'Nouvelle conversation (patientId facultatif : mode patient)',
  request: { params: ZAssistantParam, body: { required: true, content: json(ZCreateConversation) } },
  responses: {
    201: { description: 'Conversation créée', content: json(ZConversation) },
    401: errorResponses[401],
    404: errorResponses[404],
    422: errorResponses[422],
  },
});

const getRoute = createRoute({
  method: 'get',
  path: '/conversations/{id}',
  tags,
  summary: 'Une conversation et ses messages',
  request: { params: ZIdParam },
  responses: { 200: { description: 'Conversation', content: json(ZConversationDetail) }, 401: errorResponses[401], 404: errorResponses[404] },
});

const renameRoute = createRoute({
  method: 'patch',
  path: '/conversations/{id}',
  tags,
  summary: 'Renommer une conversation',
  request: { params: ZIdParam, body: { required: true, content: json(ZRenameConversation) } },
  responses: { 200: { description: 'Conversation', content: json(ZConversation) }, 401: errorResponses[401], 404: errorResponses[404], 422: errorResponses[422] },
});

const deleteRoute = createRoute({
  method: 'delete',
  path: '/conversations/{id}',
  tags,
  summary: 'Supprimer une conversation et ses messages',
  request: { params: ZIdParam },
  responses: { 204: { description: 'Conversation supprimée' }, 401: errorResponses[401], 404: errorResponses[404] },
});

const sendRoute = createRoute({
  method: 'post',
  path: '/conversations/{id}/messages',
  tags,
  summary: 'Envoyer un message ; la réponse arrive en flux (Server-Sent Events)',
  description:
    'Flux `text/event-stream` : des événements `delta` `{ text }`, puis `done` `{ messageId, status }` ' +
    'ou `error` `{ message }`. Ce qui part vers le modèle est pseudonymisé ; les vrais noms sont remis ' +
    'dans la réponse. Sans modèle configuré, la réponse d’exemple arrive après 1 seconde.',
  request: { params: ZIdParam, body: { required: true, content: json(ZSendMessage) } },
  responses: {
    200: { description: 'Flux SSE', content: { 'text/event-stream': { schema: z.string() } } },
    401: errorResponses[401],
    404: errorResponses[404],
    422: errorResponses[422],
  },
});

const readAttachmentRoute = createRoute({
  method: 'post',
  path: '/assistants/attachments',
  tags,
  summary: 'Lire le texte d’un fichier joint à un message (pdf, doc, docx, txt ; images : nom seul). Rien n’est conservé',
  request: { body: { required: true, content: { 'multipart/form-data': { schema: z.object({ file: ZUploadFile }) } } } },
  responses: {
    200: { description: 'Texte lu', content: json(ZReadAttachment) },
    401: errorResponses[401],
    413: errorResponses[413],
    422: errorResponses[422],
  },
});

const sendDeps = (c: AppContext, scope: Scope): SendDeps => ({ db: c.var.deps.db, ai: c.var.deps.env.ai, logger: c.var.logger, audit: auditActor(c, scope) });

export const assistantsRoutes = createRouter()
  .openapi(statusRoute, (c) => c.json({ configured: c.var.deps.env.ai !== undefined }, 200))
  .openapi(readAttachmentRoute, async (c) => {
    await requireScope(c);
    return c.json(await readAttachment(c.req.valid('form').file, c.var.logger), 200);
  })
  .openapi(listRoute, async (c) => c.json(await findConversations(c.var.deps.db, await requireScope(c), c.req.valid('param').assistant), 200))
  .openapi(createConversationRoute, async (c) => {
    const scope = await requireScope(c);
    return c.json(await createConversation(c.var.deps.db, scope, c.req.valid('param').assistant, c.req.valid('json')), 201);
  })
  .openapi(getRoute, async (c) => c.json(await getConversation(c.var.deps.db, await requireScope(c), c.req.valid('param').id), 200))
  .openapi(renameRoute, async (c) => {
    const scope = await requireScope(c);
    return c.json(await renameConversation(c.var.deps.db, scope, c.req.valid('param').id, c.req.valid('json').title), 200);
  })
  .openapi(deleteRoute, async (c) => {
    await deleteConversation(c.var.deps.db, await requireScope(c), c.req.valid('param').id);
    return c.body(null, 204);
  })
  .openapi(sendRoute, async (c) => {
    const scope = await requireScope(c);
    const deps = sendDeps(c, scope);
    const started = await startMessage(deps, scope, c.req.valid('param').id, c.req.valid('json'));
    c.header('Cache-Control', 'no-store');
    c.header('X-Accel-Buffering', 'no');
    return streamSSE(c, async (stream) => {
      const stop = new AbortController();
      stream.onAbort(() => stop.abort());
      const sink = { delta: (text: string) => stream.writeSSE({ event: 'delta', data: JSON.stringify({ text }) }) };
      const result = await answerMessage(deps, scope, started, sink, stop.signal);
      if (result.error) await stream.writeSSE({ event: 'error', data: JSON.stringify({ message: result.error }) });
      await stream.writeSSE({ event: 'done', data: JSON.stringify({ messageId: result.messageId, status: result.status }) });
    });
  });
