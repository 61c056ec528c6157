import { createRoute, z } from '@hono/zod-openapi';
import { summariseImport } from '@praxis/shared/patients/csv-import';
import { IMPORT_TEMPLATE_FILE_NAMES, importTemplateCsv } from '@praxis/shared/patients/csv-templates';
import { ZImportAnalysis, ZImportResult } from '@praxis/shared/patients/schemas';
import { auditActor } from '../../lib/audit';
import { createRouter, requireScope } from '../../lib/context';
import { errorResponses, json } from '../../lib/openapi';
import { analyseUploadedImport } from './analyse-import-file';
import { importPatients } from './import-patients';
import { ZImportForm } from './import-upload';

const tags = ['Import de patients'];
const form = { required: true, content: { 'multipart/form-data': { schema: ZImportForm } } } as const;
const ZTemplateParam = z.object({ template: z.enum(['simple', 'full']) });

const analysisRoute = createRoute({
  method: 'post',
  path: '/patients/import/analysis',
  tags,
  summary: 'Analyser un fichier CSV de patients (rien n’est enregistré)',
  request: { body: form },
  responses: {
    200: { description: 'Analyse : compteurs, aperçu des 5 premiers patients valides, lignes à vérifier', content: json(ZImportAnalysis) },
    401: errorResponses[401],
    413: errorResponses[413],
    422: { description: 'Fichier refusé (pas un CSV, trop court, colonnes manquantes, aucun patient valide…)', content: errorResponses[422].content },
  },
});

const importRoute = createRoute({
  method: 'post',
  path: '/patients/import',
  tags,
  summary: 'Importer les patients valides d’un fichier CSV (une seule transaction)',
  request: { body: form },
  responses: {
    200: { description: 'Résultat par ligne ; success false si l’insertion a échoué (rien n’est enregistré)', content: json(ZImportResult) },
    401: errorResponses[401],
    413: errorResponses[413],
    422: errorResponses[422],
  },
});

const templateRoute = createRoute({
  method: 'get',
  path: '/patients/import/templates/{template}',
  tags,
  summary: 'Télécharger le modèle CSV simple (10 colonnes) ou complet (21 colonnes)',
  request: { params: ZTemplateParam },
  responses: {
    200: { description: 'Modèle CSV (UTF-8 avec BOM, pour Excel)', content: { 'text/csv': { schema: z.string() } } },
    401: errorResponses[401],
    404: errorResponses[404],
  },
});

export const patientImportRoutes = createRouter()
  .openapi(analysisRoute, async (c) => {
    const { template, rows } = await analyseUploadedImport(c.var.deps.db, await requireScope(c), c.req.valid('form').file);
    return c.json(summariseImport(template, rows), 200);
  })
  .openapi(importRoute, async (c) => {
    const scope = await requireScope(c);
    return c.json(await importPatients(c.var.deps.db, scope, c.req.valid('form').file, c.var.logger, auditActor(c, scope)), 200);
  })
  .openapi(templateRoute, (c) => {
    const { template } = c.req.valid('param');
    // The BOM tells Excel the file is UTF-8 (without it, accents come out garbled).
    return c.body(`\uFEFF${importTemplateCsv(template)}`, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${IMPORT_TEMPLATE_FILE_NAMES[template]}"`,
      'Cache-Control': 'no-store',
    });
  });
