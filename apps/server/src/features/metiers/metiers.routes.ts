import { createRoute, z } from '@hono/zod-openapi';
import { ZMetier } from '@praxis/shared/profile/schemas';
import { createRouter, requireUser } from '../../lib/context';
import { ZErrorResponse } from '../../lib/openapi';
import { findMetiers } from './find-metiers';

const listMetiers = createRoute({
  method: 'get',
  path: '/metiers',
  tags: ['Profil'],
  summary: 'Professions proposées',
  responses: {
    200: {
      description: 'Professions actives',
      content: { 'application/json': { schema: z.object({ items: z.array(ZMetier), total: z.number() }) } },
    },
    401: { description: 'Non authentifié', content: { 'application/json': { schema: ZErrorResponse } } },
  },
});

export const metiersRoutes = createRouter().openapi(listMetiers, async (c) => {
  requireUser(c);
  const items = await findMetiers(c.var.deps.db);
  return c.json({ items, total: items.length }, 200);
});
