import { OpenAPIHono } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import { apiCompression } from './lib/api-compression';
import { requestId } from 'hono/request-id';
import { secureHeaders } from 'hono/secure-headers';
import type { MiddlewareHandler } from 'hono';
import { messages } from '@praxis/shared/messages';
import { fileMessages } from '@praxis/shared/settings/schemas';
import { CLIENT_IP_HEADER } from './lib/auth';
import { ACCOUNT_LOCKED_CODE, ACCOUNT_WINDOW_MS, accountLockedMessage } from './lib/account-throttle';
import { isTwoFactorRequired, requireTwoFactorEnrolment } from './features/organizations/two-factor-requirement';
import { sessionCacheInvalidation, type CachedSession } from './lib/session-cache';
import { clientIp } from './lib/client-ip';
import type { AppDeps, AppEnv } from './lib/context';
import { AppError } from './lib/errors';
import { FILE_LINK_PREFIX } from './lib/file-links';
import { onApiNotFound, onError } from './lib/error-handler';
import { validationHook } from './lib/validation';
import { createWebApp } from './lib/web-app';
import { rejectNulCharacters } from './lib/nul-guard';
import { scopedRequest } from './lib/rls';
import { frenchAuthResponse } from './features/auth/auth-errors';
import { createDocsRoutes } from './features/docs/docs.routes';
import { accessGate, CALENDAR_FEED_PREFIX, gateRoutes } from './features/gate/gate.routes';
import { healthRoutes } from './features/health/health.routes';
import { eventsRoutes } from './features/events/events.routes';
import { metiersRoutes } from './features/metiers/metiers.routes';
import { organizationsRoutes } from './features/organizations/organizations.routes';
import { profileRoutes } from './features/profile/profile.routes';
import { appointmentTypesRoutes } from './features/appointment-types/appointment-types.routes';
import { consultationReasonsRoutes } from './features/consultation-reasons/consultation-reasons.routes';
import { trameTypesRoutes } from './features/trame-types/trame-types.routes';
import { userDocumentsRoutes } from './features/user-documents/user-documents.routes';
import { knowledgeItemsRoutes } from './features/knowledge-items/knowledge-items.routes';
import { reminderRulesRoutes } from './features/reminder-rules/reminder-rules.routes';
import { filesRoutes } from './features/files/files.routes';
import { appointmentSeriesRoutes } from './features/appointment-series/appointment-series.routes';
import { appointmentsRoutes } from './features/appointments/appointments.routes';
import { remindersRoutes } from './features/reminders/reminders.routes';
import { calendarFeedPublicRoutes, calendarFeedRoutes } from './features/calendar-feed/calendar-feed.routes';
import { attendanceRoutes } from './features/attendance/attendance.routes';
import { waitingListRoutes } from './features/waiting-list/waiting-list.routes';
import { dashboardRoutes } from './features/dashboard/dashboard.routes';
import { patientAreaRoutes } from './features/patients/patient-area.routes';
import { auditRoutes } from './features/audit/audit.routes';
import { patientDataRightsRoutes } from './features/patient-data-rights/patient-data-rights.routes';
import { accountDataRightsRoutes } from './features/patient-data-rights/account-data-rights.routes';
import { patientImportRoutes } from './features/patient-import/patient-import.routes';
import { importBodyLimit } from './features/patient-import/import-upload';
import { patientDocumentsRoutes } from './features/patient-documents/patient-documents.routes';
import { documentsBodyLimit } from './features/patient-documents/documents-upload';
import { testsRoutes } from './features/tests/tests.routes';
import { testsBodyLimit } from './features/tests/test-upload';
import { trameTestsRoutes } from './features/trame-tests/trame-tests.routes';
import { tramesRoutes } from './features/trames/trames.routes';
import { trameDocumentsRoutes } from './features/trames/trame-documents.routes';
import { trameGenerationRoutes } from './features/trames/trame-generation.routes';
import { tramesBodyLimit } from './features/trames/trame-upload';
import { attachmentsBodyLimit } from './features/assistants/read-attachment';
import { assistantsRoutes } from './features/assistants/assistants.routes';
import { UPLOAD_BODY_LIMIT_BYTES, UPLOAD_PATHS } from './lib/uploads';

/** The /api/v1 areas whose requests run under row-level security (docs/decisions.md "Row-level security"). */
const SCOPED_PREFIXES = ['patients', 'appointments', 'appointment-series', 'waiting-list', 'agenda', 'dashboard'];

const API_BODY_LIMIT_BYTES = 1024 * 1024;

const CSP = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  // Radix and sonner position elements with style attributes.
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  frameSrc: ["'self'", 'blob:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/** Sophie's dictation needs the microphone, the backup codes the clipboard; nothing else is used. */
const PERMISSIONS_POLICY = {
  camera: false,
  microphone: ['self'],
  geolocation: false,
  payment: false,
  usb: false,
  serial: false,
  bluetooth: false,
  hid: false,
  midi: false,
  accelerometer: false,
  gyroscope: false,
  magnetometer: false,
  displayCapture: false,
  fullscreen: ['self'],
  clipboardWrite: ['self'],
  browsingTopics: false,
};

/**
 * The app's pages may not be framed at all; signed file links may be framed by the app itself,
 * whose document viewer shows a patient's PDF in an iframe (spec 1 §7).
 */
function securityHeaders(): MiddlewareHandler<AppEnv> {
  const common = { referrerPolicy: 'strict-origin-when-cross-origin', permissionsPolicy: PERMISSIONS_POLICY } as const;
  const forPages = secureHeaders({ ...common, contentSecurityPolicy: CSP, xFrameOptions: 'DENY' });
  const forFiles = secureHeaders({
    ...common,
    contentSecurityPolicy: { ...CSP, frameAncestors: ["'self'"] },
    xFrameOptions: 'SAMEORIGIN',
  });
  return (c, next) => (c.req.path.startsWith(FILE_LINK_PREFIX) ? forFiles(c, next) : forPages(c, next));
}

/** Addresses whose path is a secret (a file name, a feed token): only their prefix is logged. */
function secretPathPrefix(path: string): string | null {
  if (path.startsWith(FILE_LINK_PREFIX)) return `${FILE_LINK_PREFIX}…`;
  if (path.startsWith(CALENDAR_FEED_PREFIX)) return `${CALENDAR_FEED_PREFIX}…`;
  return null;
}

function requestLogger(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    const logger = deps.logger.child({ requestId: c.get('requestId') });
    c.set('logger', logger);
    c.set('deps', deps);
    await next();
    // Path only, never the query string or the body: no patient data in logs. File addresses
    // name the file (which may name a patient), feed addresses carry their token: only their prefix is logged.
    const path = secretPathPrefix(c.req.path) ?? c.req.path;
    logger.info({ method: c.req.method, path, status: c.res.status, ms: Math.round(performance.now() - started) }, 'request');
  };
}

/**
 * 1 MB for JSON; the upload endpoints get the file limit (15 MB) plus room for the form, so that
 * an oversized file is refused with the file message, not a generic one.
 */
function apiBodyLimit(): MiddlewareHandler<AppEnv> {
  const forJson = bodyLimit({
    maxSize: API_BODY_LIMIT_BYTES,
    onError: () => {
      throw new AppError('PAYLOAD_TOO_LARGE', messages.http.bodyTooLarge);
    },
  });
  const forUploads = bodyLimit({
    maxSize: UPLOAD_BODY_LIMIT_BYTES,
    onError: () => {
      throw new AppError('PAYLOAD_TOO_LARGE', fileMessages.tooLarge, 413, { file: fileMessages.tooLarge });
    },
  });
  // Upload routes of features that set their own limit and message (CSV import, patient documents).
  const featureLimits = [importBodyLimit, documentsBodyLimit, testsBodyLimit, tramesBodyLimit, attachmentsBodyLimit];
  return (c, next) => {
    const own = c.req.method === 'POST' ? featureLimits.find((l) => l.matches(c.req.path)) : undefined;
    if (own) return own.middleware(c, next);
    return c.req.method === 'POST' && UPLOAD_PATHS.has(c.req.path) ? forUploads(c, next) : forJson(c, next);
  };
}

/** Better Auth's session read, with the two-factor requirement check; kept in deps.sessions when signed in. */
async function readSession(deps: AppDeps, headers: Headers, cookie: string | undefined): Promise<CachedSession | null> {
  const since = deps.sessions.generation;
  const result = await deps.auth.api.getSession({ headers });
  if (!result) return null;
  const user = result.user as { id: string; twoFactorEnabled?: boolean | null };
  const twoFactorBlocked = user.twoFactorEnabled !== true && (await isTwoFactorRequired(deps.db, user.id));
  const found = { user: result.user, session: result.session, twoFactorBlocked };
  if (cookie) deps.sessions.set(cookie, found, since);
  return found;
}

function sessionLoader(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const cookie = c.req.header('cookie');
    const found = (cookie ? deps.sessions.get(cookie) : undefined) ?? (await readSession(deps, c.req.raw.headers, cookie));
    c.set('user', found?.user ?? null);
    c.set('session', found?.session ?? null);
    if (found) c.set('twoFactorBlocked', found.twoFactorBlocked);
    await next();
  };
}

const requireAuth: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.get('user')) throw AppError.unauthenticated();
  await next();
};

/** Better Auth's handler, with the client IP set by us (for its rate limits) and French 429s. */
/** A JSON body that is not an object (`true`, `3`, `[]`, `null`, broken JSON): Better Auth answers 500 to some. */
async function isNonObjectJson(request: Request): Promise<boolean> {
  if (request.method !== 'POST' || !(request.headers.get('content-type') ?? '').includes('application/json')) return false;
  const text = await request.clone().text();
  if (!text.trim()) return false;
  try {
    const value: unknown = JSON.parse(text);
    return value === null || typeof value !== 'object' || Array.isArray(value);
  } catch {
    return true;
  }
}

function withQuery(address: string, name: string, value: string): string {
  const url = new URL(address);
  url.searchParams.set(name, value);
  return url.toString();
}

function authHandler(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c) => {
    if (await isNonObjectJson(c.req.raw)) {
      const error = { code: 'BAD_REQUEST', message: messages.http.invalidRequest };
      return c.json({ ...error, error }, 400);
    }
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_IP_HEADER, clientIp(c));
    // The web app checks its session every 5 minutes, even in a tab left alone: that check must
    // not keep the session alive (idle expiry, issue 16 §7). Real use (/api/v1) refreshes it.
    const request =
      c.req.path === '/api/auth/get-session' && c.req.method === 'GET'
        ? new Request(withQuery(c.req.raw.url, 'disableRefresh', 'true'), { method: 'GET', headers })
        : new Request(c.req.raw, { headers });
    const response = await deps.auth.handler(request);
    if (response.status === 429) {
      const locked = ((await response.clone().json().catch(() => null)) as { code?: unknown } | null)?.code === ACCOUNT_LOCKED_CODE;
      const code = locked ? ACCOUNT_LOCKED_CODE : 'RATE_LIMITED';
      const message = locked ? accountLockedMessage : messages.http.tooManyRequests;
      return c.json({ code, message, error: { code, message } }, 429, {
        'Retry-After': locked ? String(ACCOUNT_WINDOW_MS / 1000) : (response.headers.get('X-Retry-After') ?? '60'),
      });
    }
    if (c.req.path === '/api/auth/get-session' && response.ok) return withoutSessionToken(response);
    return frenchAuthResponse(response, request);
  };
}

/**
 * get-session answers `session.token`, the very value of the httpOnly cookie: a script injected in
 * the page could read it and replay the session elsewhere. The web app needs only the session id.
 */
async function withoutSessionToken(response: Response): Promise<Response> {
  const text = await response.text();
  const body = text ? (JSON.parse(text) as { session?: Record<string, unknown> } | null) : null;
  if (body?.session) delete body.session.token;
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(body === null ? text : JSON.stringify(body), { status: response.status, headers });
}

export function createApp(deps: AppDeps) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });

  app.use('*', requestId());
  app.use('*', requestLogger(deps));
  app.use('*', securityHeaders());
  app.use('*', accessGate);
  app.use('/api/*', apiBodyLimit());
  app.use('/api/*', rejectNulCharacters);
  // JSON answers go out gzipped to clients that accept it (event streams are skipped by the filter).
  app.use('/api/*', apiCompression());
  // Before anything that may change a session: the cached sessions are forgotten around it.
  app.use('/api/*', sessionCacheInvalidation(deps.sessions));
  app.on(['GET', 'POST'], '/api/auth/*', authHandler(deps));
  // Only /api/v1 reads the session: health, gate and signed file links need no lookup.
  app.use('/api/v1/*', sessionLoader(deps));
  app.use('/api/v1/*', requireAuth);
  app.use('/api/v1/*', requireTwoFactorEnrolment);
  // Patient data: each request in a transaction held to its scope by row-level security (lib/rls.ts).
  for (const prefix of SCOPED_PREFIXES) app.use(`/api/v1/${prefix}/*`, scopedRequest);

  const api = app
    .route('/api', healthRoutes)
    .route('/api', gateRoutes)
    .route('/api', filesRoutes)
    .route('/api', calendarFeedPublicRoutes)
    .route('/api/v1', eventsRoutes)
    .route('/api/v1', profileRoutes)
    .route('/api/v1', metiersRoutes)
    .route('/api/v1', organizationsRoutes)
    .route('/api/v1', appointmentTypesRoutes)
    .route('/api/v1', consultationReasonsRoutes)
    .route('/api/v1', trameTypesRoutes)
    .route('/api/v1', userDocumentsRoutes)
    .route('/api/v1', knowledgeItemsRoutes)
    .route('/api/v1', reminderRulesRoutes)
    .route('/api/v1', patientImportRoutes)
    .route('/api/v1', patientDocumentsRoutes)
    .route('/api/v1', auditRoutes)
    .route('/api/v1', patientAreaRoutes)
    .route('/api/v1', patientDataRightsRoutes)
    .route('/api/v1', accountDataRightsRoutes)
    .route('/api/v1', appointmentsRoutes)
    .route('/api/v1', appointmentSeriesRoutes)
    .route('/api/v1', remindersRoutes)
    .route('/api/v1', calendarFeedRoutes)
    .route('/api/v1', attendanceRoutes)
    .route('/api/v1', waitingListRoutes)
    .route('/api/v1', dashboardRoutes)
    .route('/api/v1', testsRoutes)
    .route('/api/v1', trameTestsRoutes)
    .route('/api/v1', tramesRoutes)
    .route('/api/v1', trameDocumentsRoutes)
    .route('/api/v1', trameGenerationRoutes)
    .route('/api/v1', assistantsRoutes);

  app.doc31('/api/openapi.json', {
    openapi: '3.1.0',
    info: { title: 'API Praxis', version: '1.0.0', description: 'API de Praxis. Authentification : /api/auth/* (Better Auth).' },
  });
  app.route('/api/docs', createDocsRoutes());
  app.all('/api/*', onApiNotFound);
  app.route('/', createWebApp(deps.env.webDistDir));
  app.onError(onError);
  app.notFound(onApiNotFound);
  return api;
}

export type AppType = ReturnType<typeof createApp>;
