import { Building2, ChevronsUpDown, Settings2, User } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { cn } from '@/lib/utils';
import { useOrganizations } from '../api/get-organizations';
import { useSetActiveOrganization } from '../api/set-active-organization';

const PRIVATE = 'private';

/** Sidebar switcher between private mode and the user's organisations (spec 1 §1). */
export function OrganizationSwitcher({ isCollapsed = false }: { isCollapsed?: boolean }) {
  const organizations = useOrganizations();
  const setActive = useSetActiveOrganization();
  const items = organizations.data?.items ?? [];
  const activeId = organizations.data?.activeOrganizationId ?? null;
  const active = items.find((o) => o.id === activeId);
  const current = organizations.isPending ? 'Chargement…' : (active?.name ?? 'Mode privé');

  const onChange = (value: string) => {
    const organizationId = value === PRIVATE ? null : value;
    if (organizationId === activeId) return;
    setActive.mutate(organizationId, {
      onSuccess: () => {
        const name = items.find((o) => o.id === organizationId)?.name;
        toast.success(name ? `Organisation active : ${name}` : 'Mode privé activé');
      },
      onError: (error) => toast.error(error.message),
    });
  };

  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-label={`Contexte de travail : ${current}`}
        disabled={setActive.isPending}
        className={cn(
          'flex w-full items-center gap-2 rounded-md border bg-card px-2 py-2 text-left text-sm outline-none hover:bg-sidebar-accent focus-visible:ring-[3px] focus-visible:ring-ring/50',
          isCollapsed && 'justify-center px-0',
        )}
      >
        <span className="flex size-7 shrink-0 items-center justify-center rounded-md bg-primary/10 text-primary">
          {active ? (
            <Building2 className="size-4" aria-hidden="true" />
          ) : (
            <User className="size-4" aria-hidden="true" />
          )}
        </span>
        {isCollapsed ? null : (
          <>
            <span className="min-w-0 flex-1">
              <span className="block text-xs text-muted-foreground">
                {active ? 'Organisation' : 'Contexte'}
              </span>
              <span className="block truncate font-medium">{current}</span>
            </span>
            <ChevronsUpDown className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          </>
        )}
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" side={isCollapsed ? 'right' : 'bottom'} className="w-64">
        <DropdownMenuLabel>Contexte de travail</DropdownMenuLabel>
        {organizations.isError ? (
          <p className="px-2 py-1.5 text-sm text-destructive">{organizations.error.message}</p>
        ) : null}
        <DropdownMenuRadioGroup value={activeId ?? PRIVATE} onValueChange={onChange}>
          <DropdownMenuRadioItem value={PRIVATE}>
            <User aria-hidden="true" />
            Mode privé
          </DropdownMenuRadioItem>
          {items.map((organization) => (
            <DropdownMenuRadioItem key={organization.id} value={organization.id}>
              <Building2 aria-hidden="true" />
              <span className="truncate">{organization.name}</span>
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/organisation">
            <Settings2 aria-hidden="true" />
            Gérer les organisations
          </Link>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
