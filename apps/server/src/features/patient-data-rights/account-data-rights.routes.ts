import { createRoute, z } from '@hono/zod-openapi';
import { ZAccountDeletionRequest, ZAccountExport } from '@praxis/shared/patients/data-rights';
import { auditActor, recordAudit } from '../../lib/audit';
import { createRouter, requireScope } from '../../lib/context';
import { errorResponses, json } from '../../lib/openapi';
import { deleteAccount } from './delete-account';
import { findOwnAccountExport, toAccountExport } from './export-row';
import { startAccountExport } from './start-export';

const tags = ['Mon compte'];
/** Malformed ids answer 404 like missing rows (lib/validation.ts). */
const ZAccountExportParam = z.object({ exportId: z.uuid() });

const startRoute = createRoute({
  method: 'post',
  path: '/account/exports',
  tags,
  summary:
    'Exporter mon compte : prépare en tâche de fond un ZIP (compte.json, fichiers, un dossier par patient)',
  responses: {
    202: { description: 'Export demandé', content: json(ZAccountExport) },
    401: errorResponses[401],
  },
});

const getRoute = createRoute({
  method: 'get',
  path: '/account/exports/{exportId}',
  tags,
  summary:
    'État de l’export du compte (progression) et, une fois prêt, son adresse de téléchargement signée (10 minutes)',
  request: { params: ZAccountExportParam },
  responses: {
    200: { description: 'Export', content: json(ZAccountExport) },
    401: errorResponses[401],
    404: errorResponses[404],
  },
});

const deleteRoute = createRoute({
  method: 'post',
  path: '/account/delete',
  tags,
  summary:
    'Supprimer mon compte : efface le compte, ses données et ses fichiers (adresse e-mail saisie et mot de passe actuel)',
  request: { body: { required: true, content: json(ZAccountDeletionRequest) } },
  responses: {
    204: { description: 'Compte supprimé' },
    401: errorResponses[401],
    409: errorResponses[409],
    422: errorResponses[422],
  },
});

export const accountDataRightsRoutes = createRouter()
  .openapi(startRoute, async (c) => {
    const scope = await requireScope(c);
    const row = await startAccountExport(c.var.deps, auditActor(c, scope));
    return c.json(await toAccountExport(row, c.var.deps.storage), 202);
  })
  .openapi(getRoute, async (c) => {
    const scope = await requireScope(c);
    const row = await findOwnAccountExport(
      c.var.deps.db,
      scope.userId,
      c.req.valid('param').exportId,
    );
    const result = await toAccountExport(row, c.var.deps.storage);
    if (result.downloadUrl)
      await recordAudit(c.var.deps.db, auditActor(c, scope), {
        action: 'document.download',
        objectType: 'account-export',
        objectId: row.id,
      });
    return c.json(result, 200);
  })
  .openapi(deleteRoute, async (c) => {
    const scope = await requireScope(c);
    await deleteAccount(c.var.deps, auditActor(c, scope), c.req.raw.headers, c.req.valid('json'));
    return c.body(null, 204);
  });
