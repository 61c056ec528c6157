import { ORGANIZATION_ROLES } from '@praxis/shared/organizations/schemas';

type Role = (typeof ORGANIZATION_ROLES)[number];

/** Better Auth stores roles as text (possibly comma-separated); keep the strongest known one. */
export function toRole(stored: string): Role {
  const roles = stored.split(',').map((r) => r.trim());
  return ORGANIZATION_ROLES.find((r) => roles.includes(r)) ?? 'member';
}
