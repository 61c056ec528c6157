import { createRoute, z } from '@hono/zod-openapi';
import { sql } from 'drizzle-orm';
import { createRouter } from '../../lib/context';

const ZHealth = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ driver: z.enum(['pglite', 'postgres']), reachable: z.boolean() }),
  migrations: z.object({ applied: z.boolean() }),
});

const getHealth = createRoute({
  method: 'get',
  path: '/health',
  tags: ['Système'],
  summary: 'État du serveur, de la base de données et des migrations',
  responses: {
    200: { description: 'En service', content: { 'application/json': { schema: ZHealth } } },
    503: { description: 'Base de données injoignable', content: { 'application/json': { schema: ZHealth } } },
  },
});

export const healthRoutes = createRouter().openapi(getHealth, async (c) => {
  const { db, driver, migrated } = c.var.deps;
  const reachable = await db.execute(sql`select 1`).then(
    () => true,
    () => false,
  );
  const body = {
    status: reachable && migrated() ? ('ok' as const) : ('degraded' as const),
    database: { driver, reachable },
    migrations: { applied: migrated() },
  };
  return reachable ? c.json(body, 200) : c.json(body, 503);
});
