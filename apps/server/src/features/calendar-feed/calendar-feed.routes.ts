import { createRoute } from '@hono/zod-openapi';
import { ZCalendarFeed, ZCalendarFeedInput, ZCalendarFeedState } from '@praxis/shared/appointments/calendar-feed';
import { messages } from '@praxis/shared/messages';
import { clientIp } from '../../lib/client-ip';
import { createRouter, requireScope } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { errorResponses, json } from '../../lib/openapi';
import { countHit } from '../../lib/request-counter';
import { buildFeed } from './build-feed';
import { createFeed, getFeed, revokeFeed, updateFeed } from './manage-feed';

const tags = ['Agenda'];
const path = '/calendar-feed';

const getRoute = createRoute({
  method: 'get',
  path,
  tags,
  summary: "Mon lien d'abonnement iCal dans cet espace (sans l'adresse, montrée une seule fois)",
  responses: { 200: { description: 'Lien', content: json(ZCalendarFeedState) }, 401: errorResponses[401] },
});

const createFeedRoute = createRoute({
  method: 'post',
  path,
  tags,
  summary: "Créer un lien d'abonnement iCal (remplace le précédent) ; la réponse est la seule à contenir l'adresse",
  request: { body: { required: true, content: json(ZCalendarFeedInput) } },
  responses: { 201: { description: 'Lien créé', content: json(ZCalendarFeed) }, 401: errorResponses[401], 422: errorResponses[422] },
});

const patchRoute = createRoute({
  method: 'patch',
  path,
  tags,
  summary: 'Masquer ou montrer les noms des patients dans le flux',
  request: { body: { required: true, content: json(ZCalendarFeedInput) } },
  responses: {
    200: { description: 'Option enregistrée', content: json(ZCalendarFeed) },
    401: errorResponses[401],
    404: errorResponses[404],
    422: errorResponses[422],
  },
});

const deleteRoute = createRoute({
  method: 'delete',
  path,
  tags,
  summary: "Révoquer le lien d'abonnement",
  responses: { 204: { description: 'Lien révoqué' }, 401: errorResponses[401], 404: errorResponses[404] },
});

export const calendarFeedRoutes = createRouter()
  .openapi(getRoute, async (c) => c.json({ feed: await getFeed(c.var.deps.db, await requireScope(c)) }, 200))
  .openapi(createFeedRoute, async (c) => {
    const { db, env } = c.var.deps;
    return c.json(await createFeed(db, await requireScope(c), c.req.valid('json'), env.publicUrl), 201);
  })
  .openapi(patchRoute, async (c) => c.json(await updateFeed(c.var.deps.db, await requireScope(c), c.req.valid('json')), 200))
  .openapi(deleteRoute, async (c) => {
    await revokeFeed(c.var.deps.db, await requireScope(c));
    return c.body(null, 204);
  });

const FEED_HITS_PER_WINDOW = 120;
const FEED_WINDOW_SECONDS = 15 * 60;

/**
 * GET /api/calendar/{token}.ics: outside /api/v1 (calendar apps have no session; the token is the
 * authorisation) and open past the access gate (app.ts). A wrong or revoked token answers a bare
 * 404, the same as any unknown /api address; requests are counted per client address.
 */
export const calendarFeedPublicRoutes = createRouter().get('/calendar/:file', async (c) => {
  const { db, now } = c.var.deps;
  const file = c.req.param('file');
  if (!file.endsWith('.ics')) throw AppError.notFound();
  const hits = await countHit(db, `calendar-feed:${clientIp(c)}`, FEED_WINDOW_SECONDS);
  if (hits > FEED_HITS_PER_WINDOW) throw new AppError('RATE_LIMITED', messages.http.tooManyRequests);
  const text = await buildFeed(db, file.slice(0, -'.ics'.length), now());
  if (text === null) throw AppError.notFound();
  return c.body(text, 200, {
    'Content-Type': 'text/calendar; charset=utf-8',
    'Content-Disposition': 'inline; filename="praxis.ics"',
    'Cache-Control': 'private, no-store',
    'X-Content-Type-Options': 'nosniff',
  });
});
