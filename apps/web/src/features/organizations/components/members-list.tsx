import { format } from 'date-fns';
import { fr } from 'date-fns/locale';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useMembers } from '../api/get-members';
import { roleLabel } from '../lib/role-label';

export function MembersList({ organizationId }: { organizationId: string }) {
  const members = useMembers(organizationId);

  if (members.isPending) {
    return (
      <div className="grid gap-2" aria-label="Chargement des membres">
        <Skeleton className="h-12" />
        <Skeleton className="h-12" />
      </div>
    );
  }
  if (members.isError) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-destructive">
        <span>Impossible de charger les membres : {members.error.message}</span>
        <Button size="sm" variant="outline" onClick={() => void members.refetch()}>
          Réessayer
        </Button>
      </div>
    );
  }
  if (members.data.items.length === 0) {
    return <p className="text-sm text-muted-foreground">Aucun membre pour le moment.</p>;
  }
  return (
    <ul aria-label="Membres" className="divide-y rounded-lg border">
      {members.data.items.map((member) => (
        <li key={member.id} className="flex items-center justify-between gap-3 px-3 py-2.5">
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-medium">{member.name}</p>
            <p className="truncate text-xs text-muted-foreground">{member.email}</p>
            <p className="text-xs text-muted-foreground">
              Membre depuis le {format(new Date(member.createdAt), 'd MMMM yyyy', { locale: fr })}
            </p>
          </div>
          <Badge variant={member.role === 'member' ? 'secondary' : 'soft'}>
            {roleLabel(member.role)}
          </Badge>
        </li>
      ))}
    </ul>
  );
}
