import { and, asc, eq } from 'drizzle-orm';
import type { TOrganizationMember } from '@praxis/shared/organizations/schemas';
import { members, users } from '../../db/schema';
import type { Database } from '../../lib/db';
import { AppError } from '../../lib/errors';
import { toRole } from './roles';

/** Members of an organisation, visible only to its own members (404 for anyone else). */
export async function findMembers(db: Database, userId: string, organizationId: string): Promise<TOrganizationMember[]> {
  const [membership] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.organizationId, organizationId), eq(members.userId, userId)))
    .limit(1);
  if (!membership) throw AppError.notFound('Organisation introuvable.');
  const rows = await db
    .select({
      id: members.id,
      userId: members.userId,
      name: users.name,
      email: users.email,
      role: members.role,
      createdAt: members.createdAt,
    })
    .from(members)
    .innerJoin(users, eq(users.id, members.userId))
    .where(eq(members.organizationId, organizationId))
    .orderBy(asc(members.createdAt));
  return rows.map((r) => ({ ...r, role: toRole(r.role), createdAt: r.createdAt.toISOString() }));
}
