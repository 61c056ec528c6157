import { toast } from '@/lib/toast';
import type { TOrganizationSummary } from '@praxis/shared/organizations/schemas';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@/components/ui/card';
import { Separator } from '@/components/ui/separator';
import { useSetActiveOrganization } from '../api/set-active-organization';
import { canInvite, roleLabel } from '../lib/role-label';
import { InviteMemberForm } from './invite-member-form';
import { LeaveOrganizationButton } from './leave-organization-button';
import { MembersList } from './members-list';
import { RequireTwoFactorSetting } from './require-two-factor-setting';

type OrganizationCardProps = { organization: TOrganizationSummary; isActive: boolean };

export function OrganizationCard({ organization, isActive }: OrganizationCardProps) {
  const setActive = useSetActiveOrganization();
  const onActivate = () =>
    setActive.mutate(organization.id, {
      onSuccess: () => toast.success(`Organisation active : ${organization.name}`),
      onError: (error) => toast.error(error.message),
    });

  return (
    <Card role="region" aria-labelledby={`org-${organization.id}`}>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle id={`org-${organization.id}`}>{organization.name}</CardTitle>
          <CardDescription className="flex flex-wrap gap-2">
            <Badge variant="secondary">{roleLabel(organization.role)}</Badge>
            {isActive ? <Badge variant="success">Organisation active</Badge> : null}
          </CardDescription>
        </div>
        {isActive ? null : (
          <Button size="sm" variant="outline" onClick={onActivate} disabled={setActive.isPending}>
            Activer cette organisation
          </Button>
        )}
      </CardHeader>
      <CardContent className="grid gap-5">
        <section className="grid gap-3" aria-label={`Membres de ${organization.name}`}>
          <h3 className="text-sm font-semibold">Membres</h3>
          <MembersList organizationId={organization.id} />
        </section>
        {canInvite(organization.role) ? (
          <>
            <Separator />
            <section className="grid gap-3">
              <h3 className="text-sm font-semibold">Inviter un membre</h3>
              <InviteMemberForm organizationId={organization.id} />
            </section>
            <Separator />
            <section className="grid gap-3" aria-label={`Sécurité de ${organization.name}`}>
              <h3 className="text-sm font-semibold">Sécurité</h3>
              <RequireTwoFactorSetting organization={organization} />
            </section>
          </>
        ) : null}
      </CardContent>
      <CardFooter className="justify-end">
        <LeaveOrganizationButton organization={organization} />
      </CardFooter>
    </Card>
  );
}
