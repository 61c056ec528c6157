import { createRoute, z } from '@hono/zod-openapi';
import { ZOrganizationMember, ZOrganizationSummary } from '@praxis/shared/organizations/schemas';
import { createRouter, requireScope, requireUser } from '../../lib/context';
import { errorResponses } from '../../lib/openapi';
import { findMembers } from './find-members';
import { findOrganizations } from './find-organizations';

const json = <T>(schema: T) => ({ 'application/json': { schema } });

const listOrganizations = createRoute({
  method: 'get',
  path: '/organizations',
  tags: ['Organisations'],
  summary: "Organisations de l'utilisateur et organisation active",
  responses: {
    200: {
      description: 'Organisations',
      content: json(
        z.object({
          items: z.array(ZOrganizationSummary),
          total: z.number(),
          activeOrganizationId: z.string().nullable(),
        }),
      ),
    },
    401: errorResponses[401],
  },
});

const listMembers = createRoute({
  method: 'get',
  path: '/organizations/{id}/members',
  tags: ['Organisations'],
  summary: "Membres d'une organisation (réservé à ses membres)",
  request: { params: z.object({ id: z.uuid({ error: 'Organisation introuvable.' }) }) },
  responses: {
    200: { description: 'Membres', content: json(z.object({ items: z.array(ZOrganizationMember), total: z.number() })) },
    401: errorResponses[401],
    404: errorResponses[404],
  },
});

export const organizationsRoutes = createRouter()
  .openapi(listOrganizations, async (c) => {
    const scope = await requireScope(c);
    const items = await findOrganizations(c.var.deps.db, scope.userId);
    return c.json({ items, total: items.length, activeOrganizationId: scope.organizationId }, 200);
  })
  .openapi(listMembers, async (c) => {
    const user = requireUser(c);
    const items = await findMembers(c.var.deps.db, user.id, c.req.valid('param').id);
    return c.json({ items, total: items.length }, 200);
  });
