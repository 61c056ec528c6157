import { createRoute } from '@hono/zod-openapi';
import { ZInstruction, ZInstructionInput } from '@praxis/shared/patients/schemas';
import { ZListOf } from '@praxis/shared/settings/schemas';
import { createRouter, requireScope } from '../../../lib/context';
import { errorResponses, json } from '../../../lib/openapi';
import { ZInstructionParam, ZPatientParam } from '../patient-params';
import { createInstruction } from './create-instruction';
import { deleteInstruction } from './delete-instruction';
import { findInstructions } from './find-instructions';
import { updateInstruction } from './update-instruction';

const tags = ['Consignes'];

const listRoute = createRoute({
  method: 'get',
  path: '/patients/{id}/instructions',
  tags,
  summary: 'Consignes du patient, de la plus récente à la plus ancienne',
  request: { params: ZPatientParam },
  responses: { 200: { description: 'Consignes', content: json(ZListOf(ZInstruction)) }, 401: errorResponses[401], 404: errorResponses[404] },
});

const createInstructionRoute = createRoute({
  method: 'post',
  path: '/patients/{id}/instructions',
  tags,
  summary: 'Ajouter une consigne',
  request: { params: ZPatientParam, body: { required: true, content: json(ZInstructionInput) } },
  responses: { 201: { description: 'Consigne ajoutée', content: json(ZInstruction) }, 401: errorResponses[401], 404: errorResponses[404], 422: errorResponses[422] },
});

const patchRoute = createRoute({
  method: 'patch',
  path: '/patients/{id}/instructions/{instructionId}',
  tags,
  summary: 'Modifier une consigne',
  request: { params: ZInstructionParam, body: { required: true, content: json(ZInstructionInput) } },
  responses: { 200: { description: 'Consigne modifiée', content: json(ZInstruction) }, 401: errorResponses[401], 404: errorResponses[404], 422: errorResponses[422] },
});

const deleteRoute = createRoute({
  method: 'delete',
  path: '/patients/{id}/instructions/{instructionId}',
  tags,
  summary: 'Supprimer une consigne',
  request: { params: ZInstructionParam },
  responses: { 204: { description: 'Consigne supprimée' }, 401: errorResponses[401], 404: errorResponses[404] },
});

export const instructionsRoutes = createRouter()
  .openapi(listRoute, async (c) => {
    const items = await findInstructions(c.var.deps.db, await requireScope(c), c.req.valid('param').id);
    return c.json({ items, total: items.length }, 200);
  })
  .openapi(createInstructionRoute, async (c) => {
    const scope = await requireScope(c);
    return c.json(await createInstruction(c.var.deps.db, scope, c.req.valid('param').id, c.req.valid('json')), 201);
  })
  .openapi(patchRoute, async (c) => {
    const { id, instructionId } = c.req.valid('param');
    return c.json(await updateInstruction(c.var.deps.db, await requireScope(c), id, instructionId, c.req.valid('json')), 200);
  })
  .openapi(deleteRoute, async (c) => {
    const { id, instructionId } = c.req.valid('param');
    await deleteInstruction(c.var.deps.db, await requireScope(c), id, instructionId);
    return c.body(null, 204);
  });
