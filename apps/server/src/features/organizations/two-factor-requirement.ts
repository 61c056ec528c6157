import { and, eq } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import { messages } from '@praxis/shared/messages';
import type { TOrganizationSecurityPatch, TOrganizationSummary } from '@praxis/shared/organizations/schemas';
import { members, organizations } from '../../db/schema';
import type { AppEnv } from '../../lib/context';
import type { Database } from '../../lib/db';
import { AppError } from '../../lib/errors';
import { toRole } from './roles';

/** Whether one of the user's organisations requires two-factor authentication. */
export async function isTwoFactorRequired(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: organizations.id })
    .from(members)
    .innerJoin(organizations, eq(organizations.id, members.organizationId))
    .where(and(eq(members.userId, userId), eq(organizations.requireTwoFactor, true)))
    .limit(1);
  return !!row;
}

/**
 * 'Double authentification obligatoire' (issue 16 §7): a member of such an organisation without
 * two-factor authentication gets 403 TWO_FACTOR_REQUIRED on every /api/v1 call, whichever
 * organisation is active. Better Auth's endpoints (/api/auth: session, sign-out, two-factor
 * enrolment, leaving the organisation) stay open, so the member can enrol or leave.
 */
export const requireTwoFactorEnrolment: MiddlewareHandler<AppEnv> = async (c, next) => {
  const user = c.get('user') as { id: string; twoFactorEnabled?: boolean | null } | null;
  // The session read (app.ts) checks it with the session and keeps the answer with it.
  const blocked = c.get('twoFactorBlocked') ?? (user && user.twoFactorEnabled !== true && (await isTwoFactorRequired(c.var.deps.db, user.id)));
  if (blocked) {
    throw new AppError('TWO_FACTOR_REQUIRED', messages.organizations.twoFactorRequired);
  }
  await next();
};

/**
 * Changes the organisation's security settings: owner and admins only (404 to a non-member). Who
 * requires 2FA must have it: otherwise the next call would lock them out of their own page.
 */
export async function updateOrganizationSecurity(
  db: Database,
  user: { id: string; twoFactorEnabled?: boolean | null },
  organizationId: string,
  patch: TOrganizationSecurityPatch,
): Promise<TOrganizationSummary> {
  const userId = user.id;
  const [membership] = await db
    .select({ role: members.role })
    .from(members)
    .where(and(eq(members.userId, userId), eq(members.organizationId, organizationId)))
    .limit(1);
  if (!membership) throw AppError.notFound(messages.organizations.notFound);
  const role = toRole(membership.role);
  if (role === 'member') throw new AppError('FORBIDDEN', messages.organizations.settingsForbidden);
  if (patch.requireTwoFactor && user.twoFactorEnabled !== true) {
    const message = messages.organizations.twoFactorSelfFirst;
    throw new AppError('VALIDATION', message, 422, { requireTwoFactor: message });
  }
  const [row] = await db
    .update(organizations)
    .set({ requireTwoFactor: patch.requireTwoFactor })
    .where(eq(organizations.id, organizationId))
    .returning({ id: organizations.id, name: organizations.name, slug: organizations.slug, requireTwoFactor: organizations.requireTwoFactor });
  if (!row) throw AppError.notFound(messages.organizations.notFound);
  return { ...row, role };
}
