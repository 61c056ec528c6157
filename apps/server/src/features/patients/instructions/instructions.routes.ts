import { createRoute } from '@hono/zod-openapi';
import { ZInstruction, ZInstructionInput } from '@praxis/shared/patients/schemas';
import { ZListOf } from '@praxis/shared/settings/schemas';
import { auditActor, withAudit } from '../../../lib/audit';
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
    const { id } = c.req.valid('param');
    const created = await withAudit(c.var.deps.db, auditActor(c, scope), (tx) => createInstruction(tx, scope, id, c.req.valid('json')), (row) => ({
      action: 'instruction.create',
      objectType: 'instruction',
      objectId: row.id,
      patientId: id,
    }));
    return c.json(created, 201);
  })
  .openapi(patchRoute, async (c) => {
    const { id, instructionId } = c.req.valid('param');
    const scope = await requireScope(c);
    const entry = { action: 'instruction.update', objectType: 'instruction', objectId: instructionId, patientId: id } as const;
    return c.json(await withAudit(c.var.deps.db, auditActor(c, scope), (tx) => updateInstruction(tx, scope, id, instructionId, c.req.valid('json')), () => entry), 200);
  })
  .openapi(deleteRoute, async (c) => {
    const { id, instructionId } = c.req.valid('param');
    const scope = await requireScope(c);
    const entry = { action: 'instruction.delete', objectType: 'instruction', objectId: instructionId, patientId: id } as const;
    await withAudit(c.var.deps.db, auditActor(c, scope), (tx) => deleteInstruction(tx, scope, id, instructionId), () => entry);
    return c.body(null, 204);
  });
