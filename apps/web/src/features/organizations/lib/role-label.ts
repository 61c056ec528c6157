import type { TOrganizationSummary } from '@praxis/shared/organizations/schemas';

type TRole = TOrganizationSummary['role'];

const LABELS: Record<TRole, string> = {
  owner: 'Propriétaire',
  admin: 'Administrateur',
  member: 'Membre',
};

export function roleLabel(role: TRole): string {
  return LABELS[role];
}

export function canInvite(role: TRole): boolean {
  return role === 'owner' || role === 'admin';
}
