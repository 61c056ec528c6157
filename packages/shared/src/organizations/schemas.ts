import { z } from 'zod';
import '../zod-config';
import { messages } from '../messages';
import { ZEmail } from '../auth/schemas';

const m = messages.organizations;

export const ZOrganizationName = z
  .string({ error: m.nameRequired })
  .trim()
  .min(1, m.nameRequired)
  .max(100, m.nameTooLong);

export const ZCreateOrganization = z.object({ name: ZOrganizationName });
export type TCreateOrganization = z.infer<typeof ZCreateOrganization>;

/** Invitation by e-mail (sent to Better Auth's organisation plugin with the role 'member'). */
export const ZInviteMember = z.object({ email: ZEmail });
export type TInviteMember = z.infer<typeof ZInviteMember>;

export const ORGANIZATION_ROLES = ['owner', 'admin', 'member'] as const;

export const ZOrganizationSummary = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  role: z.enum(ORGANIZATION_ROLES),
  /** 'Double authentification obligatoire': members without 2FA are sent to enrol first. */
  requireTwoFactor: z.boolean(),
});
export type TOrganizationSummary = z.infer<typeof ZOrganizationSummary>;

/** The organisation's security settings (owner and admins only). */
export const ZOrganizationSecurityPatch = z.object({
  requireTwoFactor: z.boolean({ error: m.requireTwoFactorInvalid }),
});
export type TOrganizationSecurityPatch = z.infer<typeof ZOrganizationSecurityPatch>;

/** The 403 code of an API call by a member who must first turn on two-factor authentication. */
export const TWO_FACTOR_REQUIRED_CODE = 'TWO_FACTOR_REQUIRED';

export const ZOrganizationMember = z.object({
  id: z.string(),
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ORGANIZATION_ROLES),
  createdAt: z.string(),
});
export type TOrganizationMember = z.infer<typeof ZOrganizationMember>;

/** Turns an organisation name into a slug unique enough to be suffixed by the server. */
export function slugify(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 48);
}
