import { toast } from '@/lib/toast';
import type { TOrganizationSummary } from '@praxis/shared/organizations/schemas';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { useUpdateOrganizationSecurity } from '../api/update-organization-security';

/** Issue 16 §7: owner and admins require two-factor authentication of every member. */
export function RequireTwoFactorSetting({ organization }: { organization: TOrganizationSummary }) {
  const update = useUpdateOrganizationSecurity(organization.id);
  const id = `require-2fa-${organization.id}`;
  return (
    <div className="grid gap-1.5">
      <div className="flex items-center gap-2">
        <Checkbox
          id={id}
          checked={organization.requireTwoFactor}
          disabled={update.isPending}
          aria-describedby={`${id}-help`}
          onChange={(e) =>
            update.mutate(
              { requireTwoFactor: e.target.checked },
              {
                onSuccess: (org) =>
                  toast.success(
                    org.requireTwoFactor
                      ? 'Double authentification obligatoire activée'
                      : 'Double authentification obligatoire désactivée',
                  ),
                onError: (error) => toast.error(error.message),
              },
            )
          }
        />
        <Label htmlFor={id}>Double authentification obligatoire</Label>
      </div>
      <p id={`${id}-help`} className="text-sm text-muted-foreground">
        Les membres sans double authentification devront l'activer avant d'accéder à Praxis.
      </p>
    </div>
  );
}
