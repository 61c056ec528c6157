import { createRoute, z } from '@hono/zod-openapi';
import { messages } from '@praxis/shared/messages';
import { ZOrganizationMember, ZOrganizationSecurityPatch, ZOrganizationSummary } from '@praxis/shared/organizations/schemas';
import { createRouter, requireScope, requireUser } from '../../lib/context';
import { errorResponses } from '../../lib/openapi';
import { findMembers } from './find-members';
import { findOrganizations } from './find-organizations';
import { updateOrganizationSecurity } from './two-factor-requirement';

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

const updateSecurity = createRoute({
  method: 'patch',
  path: '/organizations/{id}/security',
  tags: ['Organisations'],
  summary: "Réglages de sécurité de l'organisation (double authentification obligatoire) — propriétaire et administrateurs",
  request: {
    params: z.object({ id: z.uuid({ error: messages.organizations.notFound }) }),
    body: { required: true, content: json(ZOrganizationSecurityPatch) },
  },
  responses: {
    200: { description: 'Organisation modifiée', content: json(ZOrganizationSummary) },
    401: errorResponses[401],
    403: errorResponses[403],
    404: errorResponses[404],
    422: errorResponses[422],
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
  })
  .openapi(updateSecurity, async (c) => {
    const user = requireUser(c);
    const organization = await updateOrganizationSecurity(c.var.deps.db, user, c.req.valid('param').id, c.req.valid('json'));
    return c.json(organization, 200);
  });
