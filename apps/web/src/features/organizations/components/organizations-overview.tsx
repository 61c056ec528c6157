import { Building2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useOrganizations } from '../api/get-organizations';
import { CreateOrganizationForm } from './create-organization-form';
import { OrganizationCard } from './organization-card';

function OrganizationList() {
  const organizations = useOrganizations();
  if (organizations.isPending) {
    return (
      <div className="grid gap-4" aria-label="Chargement des organisations">
        <Skeleton className="h-48 rounded-xl" />
      </div>
    );
  }
  if (organizations.isError) {
    return (
      <Card role="alert">
        <CardHeader>
          <CardTitle>Erreur de chargement</CardTitle>
          <CardDescription>{organizations.error.message}</CardDescription>
        </CardHeader>
        <CardContent>
          <Button variant="outline" onClick={() => void organizations.refetch()}>
            Réessayer
          </Button>
        </CardContent>
      </Card>
    );
  }
  if (organizations.data.items.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-10 text-center">
        <Building2 className="size-8 text-muted-foreground" aria-hidden="true" />
        <p className="font-medium">Aucune organisation</p>
        <p className="max-w-md text-sm text-muted-foreground">
          Vous travaillez en mode privé. Créez une organisation pour partager vos données avec vos
          collègues, ou acceptez une invitation reçue par e-mail.
        </p>
      </div>
    );
  }
  return (
    <div className="grid gap-4">
      {organizations.data.items.map((organization) => (
        <OrganizationCard
          key={organization.id}
          organization={organization}
          isActive={organization.id === organizations.data.activeOrganizationId}
        />
      ))}
    </div>
  );
}

/** /organisation: create an organisation, see members, invite, leave. */
export function OrganizationsOverview() {
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6">
      <div>
        <h2 className="text-2xl font-semibold tracking-tight">Organisations</h2>
        <p className="text-sm text-muted-foreground">
          En mode privé, vos données ne sont visibles que par vous. Dans une organisation, elles
          sont partagées avec ses membres.
        </p>
      </div>
      <Card>
        <CardHeader>
          <CardTitle>Créer une organisation</CardTitle>
          <CardDescription>Elle deviendra votre organisation active.</CardDescription>
        </CardHeader>
        <CardContent>
          <CreateOrganizationForm />
        </CardContent>
      </Card>
      <OrganizationList />
    </div>
  );
}
