import { asc, eq } from 'drizzle-orm';
import type { TOrganizationSummary } from '@praxis/shared/organizations/schemas';
import { members, organizations } from '../../db/schema';
import type { Database } from '../../lib/db';
import { toRole } from './roles';

/** The organisations the user belongs to, with the user's role in each. */
export async function findOrganizations(db: Database, userId: string): Promise<TOrganizationSummary[]> {
  const rows = await db
    .select({ id: organizations.id, name: organizations.name, slug: organizations.slug, role: members.role, requireTwoFactor: organizations.requireTwoFactor })
    .from(members)
    .innerJoin(organizations, eq(organizations.id, members.organizationId))
    .where(eq(members.userId, userId))
    .orderBy(asc(organizations.name));
  return rows.map((r) => ({ ...r, role: toRole(r.role) }));
}
