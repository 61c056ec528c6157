import { createRoute } from '@hono/zod-openapi';
import { ZDashboard } from '@praxis/shared/dashboard/schemas';
import { createRouter, requireScope } from '../../lib/context';
import { errorResponses, json } from '../../lib/openapi';
import { getDashboard } from './get-dashboard';

const dashboardRoute = createRoute({
  method: 'get',
  path: '/dashboard',
  tags: ['Accueil'],
  summary: "Tableau de bord : rendez-vous d'aujourd'hui et de demain, bilans à faire, rappels du jour, analyses en cours, taux d'absence du mois",
  responses: { 200: { description: 'Tableau de bord', content: json(ZDashboard) }, 401: errorResponses[401] },
});

export const dashboardRoutes = createRouter().openapi(dashboardRoute, async (c) => {
  const { db, now } = c.var.deps;
  return c.json(await getDashboard(db, await requireScope(c), now()), 200);
});
