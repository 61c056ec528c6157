import { betterAuth } from 'better-auth';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { organization, twoFactor } from 'better-auth/plugins';
import { eq } from 'drizzle-orm';
import { MAIL_LINK_TTL_SECONDS, PASSWORD_MAX_LENGTH, ZSignUpPassword, ZSignUpRequest } from '@praxis/shared/auth/schemas';
import * as schema from '../db/schema';
import type { Database } from './db';
import type { Logger } from './logger';
import { safeAuthLogMessage, safeError } from './log-safe';
import { ACCOUNT_LOCKED_CODE, accountLockedMessage, clearSignInFailures, isAccountLocked, recordSignInFailure } from './account-throttle';
import type { Mailer } from './mailer';
import { invitationMail, resetPasswordMail, verificationMail } from '../features/auth/auth-mails';

/** Header set by the server itself (never trusted from the client) to key rate limits by IP. */
export const CLIENT_IP_HEADER = 'x-praxis-client-ip';

export type AuthConfig = {
  db: Database;
  secret: string;
  publicUrl: string;
  /** Without PUBLIC_URL, the address a request reached the server at is trusted (same-origin only). */
  publicUrlSet: boolean;
  /** TRUSTED_ORIGINS: other addresses the app is opened at. */
  trustedOrigins: string[];
  mailer: Mailer;
  logger: Logger;
  /** Requests per minute and per IP on sign-in, sign-up and password reset. */
  authRateLimitPerMinute: number;
  /** A session unused this long expires (SESSION_IDLE_HOURS; default 12 h). */
  sessionIdleSeconds?: number;
};

function bodyField(body: unknown, key: string): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const value = (body as Record<string, unknown>)[key];
  return typeof value === 'string' ? value.trim() : undefined;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `id`, `invitationId`, `organizationId`… given as a string that is not a UUID. */
function hasMalformedId(values: unknown): boolean {
  if (!values || typeof values !== 'object') return false;
  return Object.entries(values).some(([key, value]) => /^(id|[a-z]+Id)$/.test(key) && typeof value === 'string' && !UUID.test(value));
}

/**
 * PUBLIC_URL and TRUSTED_ORIGINS; when PUBLIC_URL is not set, also the address this request was
 * sent to (http://127.0.0.1:3000, the machine's LAN address): a page served from there posts
 * back to there, whereas a cross-site form posts with another origin and stays refused.
 */
export function trustedOriginsFor(config: Pick<AuthConfig, 'publicUrl' | 'publicUrlSet' | 'trustedOrigins'>, request?: Request): string[] {
  const origins = [config.publicUrl, ...config.trustedOrigins];
  if (!config.publicUrlSet && request) {
    const { protocol, host } = new URL(request.url);
    origins.push(`${protocol}//${host}`);
  }
  return origins;
}

export function createAuth(config: AuthConfig) {
  const { db, mailer, logger } = config;
  const sensitive = { window: 60, max: config.authRateLimitPerMinute };
  const idleSeconds = config.sessionIdleSeconds ?? 12 * 3600;

  return betterAuth({
    appName: 'Praxis',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: config.secret,
    trustedOrigins: (request) => trustedOriginsFor(config, request),
    telemetry: { enabled: false },
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: schema.users,
        session: schema.sessions,
        account: schema.accounts,
        verification: schema.verifications,
        rateLimit: schema.rateLimits,
        organization: schema.organizations,
        member: schema.members,
        invitation: schema.invitations,
        twoFactor: schema.twoFactors,
      },
    }),
    advanced: {
      database: { generateId: 'uuid' },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: config.publicUrl.startsWith('https://'),
      cookiePrefix: 'praxis',
      // Better Auth turns the origin check off when NODE_ENV is 'test': tests check the real thing.
      disableOriginCheck: false,
    },
    // Idle expiry (issue 16 §7): a session expires `expiresIn` after its last refresh, and every
    // request at least `updateAge` after the previous refresh pushes it back by `expiresIn`. So an
    // unused session lasts between idle - 5 min and idle; a used one never ends on its own.
    session: { expiresIn: idleSeconds, updateAge: Math.min(5 * 60, Math.floor(idleSeconds / 4)) },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: config.authRateLimitPerMinute,
      // Only what can guess a password or send mails is limited; reading one's own session, the
      // organisation or the sessions list is not (a cabinet behind one address, several tabs).
      // Rules are tried in this order: the catch-all must stay last.
      customRules: {
        '/sign-in/*': sensitive,
        '/sign-up/*': sensitive,
        '/request-password-reset': sensitive,
        '/forget-password': sensitive,
        '/reset-password': sensitive,
        '/send-verification-email': sensitive,
        '/change-password': sensitive,
        '/change-email': sensitive,
        '/organization/invite-member': sensitive,
        // Second factor: per IP here, and the plugin also locks a sign-in after 5 wrong codes.
        '/two-factor/**': sensitive,
        '/**': false,
      },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      // The reset page accepts 6 characters (spec 1 §5); sign-up's stricter rules are checked in the hook below.
      minPasswordLength: 6,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      resetPasswordTokenExpiresIn: MAIL_LINK_TTL_SECONDS,
      revokeSessionsOnPasswordReset: true,
      // Off the request path: waiting for the mail would make a known address answer slower than an
      // unknown one, telling who has an account.
      sendResetPassword: ({ user, url }) => {
        mailer.send(resetPasswordMail(user.email, user.name, url)).catch((err: unknown) => {
          logger.error({ err: safeError(err) }, 'reset mail failed');
        });
        return Promise.resolve();
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: MAIL_LINK_TTL_SECONDS,
      sendVerificationEmail: async ({ user, url }) => {
        await mailer.send(verificationMail(user.email, user.name, url));
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        // Every id Better Auth stores is a UUID: another string would fail in PostgreSQL as a 500.
        if (hasMalformedId(ctx.body) || hasMalformedId(ctx.query)) {
          throw new APIError('BAD_REQUEST', { message: 'Format de donnée invalide.', code: 'VALIDATION' });
        }
        if (ctx.path === '/change-password') {
          // A new password follows the sign-up rules (the reset page's 6 characters are the spec's exception).
          const newPassword = (ctx.body as { newPassword?: unknown } | undefined)?.newPassword;
          const checked = ZSignUpPassword.safeParse(typeof newPassword === 'string' ? newPassword : '');
          if (!checked.success) {
            throw new APIError('BAD_REQUEST', { message: checked.error.issues[0]?.message ?? 'Requête invalide.', code: 'VALIDATION' });
          }
          return;
        }
        if (ctx.path === '/sign-in/email') {
          const email = bodyField(ctx.body, 'email');
          if (email && (await isAccountLocked(db, email))) {
            throw new APIError('TOO_MANY_REQUESTS', { message: accountLockedMessage, code: ACCOUNT_LOCKED_CODE });
          }
          return;
        }
        if (ctx.path === '/update-user') {
          // Better Auth writes these as they come: `{"name":null}` would reach a NOT NULL column (a 500).
          const body = (ctx.body ?? {}) as Record<string, unknown>;
          const badName = 'name' in body && (typeof body.name !== 'string' || !body.name.trim() || body.name.length > 200);
          const badImage = 'image' in body && body.image !== null && (typeof body.image !== 'string' || body.image.length > 2000);
          if (badName || badImage) throw new APIError('BAD_REQUEST', { message: 'Requête invalide.', code: 'VALIDATION' });
          return;
        }
        if (ctx.path !== '/sign-up/email') return;
        const parsed = ZSignUpRequest.safeParse(ctx.body);
        if (!parsed.success) {
          const first = parsed.error.issues[0];
          throw new APIError('BAD_REQUEST', { message: first?.message ?? 'Requête invalide.', code: 'VALIDATION' });
        }
        (ctx.body as Record<string, unknown>).name = `${parsed.data.firstName} ${parsed.data.lastName}`;
      }),
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== '/sign-in/email') return;
        const email = bodyField(ctx.body, 'email');
        if (!email) return;
        const returned = ctx.context.returned;
        if (returned instanceof APIError && returned.statusCode === 401) await recordSignInFailure(db, email);
        else if (!(returned instanceof APIError)) await clearSignInFailures(db, email);
      }),
    },
    databaseHooks: {
      user: {
        create: {
          after: async (user, ctx) => {
            const firstName = bodyField(ctx?.body, 'firstName') ?? null;
            const lastName = bodyField(ctx?.body, 'lastName') ?? null;
            await db
              .insert(schema.profiles)
              .values({ userId: user.id, email: user.email, firstName, lastName, fullName: user.name })
              .onConflictDoNothing();
          },
        },
        update: {
          // The profile's mfa_enrolled mirrors the two-factor flag (spec 2 §3 lists it on the profile).
          after: async (user) => {
            const enabled = (user as { twoFactorEnabled?: unknown }).twoFactorEnabled;
            if (typeof enabled !== 'boolean') return;
            await db.update(schema.profiles).set({ mfaEnrolled: enabled }).where(eq(schema.profiles.userId, user.id));
          },
        },
      },
      session: {
        create: {
          after: async (session) => {
            await db
              .update(schema.profiles)
              .set({ lastLoginAt: new Date() })
              .where(eq(schema.profiles.userId, session.userId));
          },
        },
      },
    },
    plugins: [
      // TOTP second factor with backup codes; sign-in then answers { twoFactorRedirect: true }.
      twoFactor({ issuer: 'Praxis' }),
      organization({
        allowUserToCreateOrganization: true,
        invitationExpiresIn: 60 * 60 * 24 * 7,
        sendInvitationEmail: async ({ id, email, inviter, organization: org }) => {
          const link = `${config.publicUrl}/invitations/${id}`;
          await mailer.send(invitationMail(email, inviter.user.name, org.name, link));
        },
      }),
    ],
    logger: {
      log: (level, message) => {
        const method = level === 'error' ? 'error' : level === 'warn' ? 'warn' : 'debug';
        logger[method]({ source: 'better-auth' }, safeAuthLogMessage(message));
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
export type AuthSession = NonNullable<Awaited<ReturnType<Auth['api']['getSession']>>>;
