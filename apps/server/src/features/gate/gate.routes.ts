import { createRoute, z } from '@hono/zod-openapi';
import { getCookie, setCookie } from 'hono/cookie';
import type { MiddlewareHandler } from 'hono';
import { messages } from '@praxis/shared/messages';
import { createRouter, type AppContext, type AppEnv } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { ZErrorResponse } from '../../lib/openapi';
import { countHit } from '../../lib/request-counter';
import { clientIp } from '../../lib/client-ip';
import { GATE_COOKIE, gateToken, safeEqual } from './gate-token';

const GATE_ATTEMPTS_PER_WINDOW = 10;
const GATE_WINDOW_SECONDS = 15 * 60;

function isUnlocked(c: AppContext): boolean {
  const password = c.var.deps.env.accessGatePassword;
  if (!password) return true;
  const cookie = getCookie(c, GATE_COOKIE);
  return !!cookie && safeEqual(cookie, gateToken(c.var.deps.env.authSecret, password));
}

const ZGateStatus = z.object({ enabled: z.boolean(), unlocked: z.boolean() });

const readGate = createRoute({
  method: 'get',
  path: '/gate',
  tags: ['Système'],
  summary: "État de la barrière d'accès",
  responses: { 200: { description: 'État', content: { 'application/json': { schema: ZGateStatus } } } },
});

const unlockGate = createRoute({
  method: 'post',
  path: '/gate',
  tags: ['Système'],
  summary: "Déverrouiller l'application pour la session du navigateur",
  request: {
    body: {
      required: true,
      content: { 'application/json': { schema: z.object({ password: z.string().min(1, messages.gate.wrongPassword).max(200) }) } },
    },
  },
  responses: {
    200: { description: 'Déverrouillé', content: { 'application/json': { schema: ZGateStatus } } },
    401: { description: 'Mot de passe incorrect', content: { 'application/json': { schema: ZErrorResponse } } },
    429: { description: 'Trop de tentatives', content: { 'application/json': { schema: ZErrorResponse } } },
  },
});

export const gateRoutes = createRouter()
  .openapi(readGate, (c) => {
    const enabled = !!c.var.deps.env.accessGatePassword;
    return c.json({ enabled, unlocked: isUnlocked(c) }, 200);
  })
  .openapi(unlockGate, async (c) => {
    const { env, db } = c.var.deps;
    if (!env.accessGatePassword) return c.json({ enabled: false, unlocked: true }, 200);
    const attempts = await countHit(db, `gate:${clientIp(c)}`, GATE_WINDOW_SECONDS);
    if (attempts > GATE_ATTEMPTS_PER_WINDOW) throw new AppError('RATE_LIMITED', messages.gate.tooManyAttempts);
    if (!safeEqual(c.req.valid('json').password, env.accessGatePassword)) {
      throw new AppError('UNAUTHENTICATED', messages.gate.wrongPassword);
    }
    // No Max-Age: a browser-session cookie, as the spec remembers the unlock for that session only.
    setCookie(c, GATE_COOKIE, gateToken(env.authSecret, env.accessGatePassword), {
      httpOnly: true,
      sameSite: 'Lax',
      secure: env.publicUrl.startsWith('https://'),
      path: '/',
    });
    return c.json({ enabled: true, unlocked: true }, 200);
  });

/**
 * Calendar apps cannot pass the gate: the feed's 256-bit token is its own authorisation
 * (docs/decisions.md "Calendar feed").
 */
export const CALENDAR_FEED_PREFIX = '/api/calendar/';

const OPEN_API_PATHS = new Set(['/api/health', '/api/gate']);

/**
 * With ACCESS_GATE_PASSWORD set, every API call but health and the gate itself is refused until
 * the gate is passed. Pages still load the app shell, which shows the 'Accès Restreint' screen.
 */
export const accessGate: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.req.path.startsWith('/api/') || OPEN_API_PATHS.has(c.req.path) || c.req.path.startsWith(CALENDAR_FEED_PREFIX) || isUnlocked(c)) {
    await next();
    return;
  }
  // A link from a mail (confirmation, reset) opened in a locked browser: show the gate, then resume.
  if (c.req.method === 'GET' && c.req.path.startsWith('/api/auth/') && (c.req.header('accept') ?? '').includes('text/html')) {
    const original = new URL(c.req.url);
    return c.redirect(`/?next=${encodeURIComponent(original.pathname + original.search)}`, 302);
  }
  throw new AppError('ACCESS_GATE_LOCKED', messages.gate.locked);
};
