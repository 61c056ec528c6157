import { Building2, Settings2, User } from 'lucide-react';
import { Link } from 'react-router';
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
import { toast } from '@/lib/toast';
import type { TOrganizationSummary } from '@praxis/shared/organizations/schemas';
import { useSetActiveOrganization } from '../api/set-active-organization';
import { SwitcherButton } from './switcher-button';

const PRIVATE = 'private';

type OrganizationMenuProps = {
  face: { isCollapsed: boolean; isOrganization: boolean; current: string };
  items: TOrganizationSummary[];
  activeId: string | null;
  errorMessage: string | null;
};

/** The switcher's menu, loaded on its first opening: it opens as it mounts. */
export function OrganizationMenu({ face, items, activeId, errorMessage }: OrganizationMenuProps) {
  const setActive = useSetActiveOrganization();

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
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger asChild disabled={setActive.isPending}>
        <SwitcherButton {...face} />
      </DropdownMenuTrigger>
      <DropdownMenuContent
        align="start"
        side={face.isCollapsed ? 'right' : 'bottom'}
        className="w-64"
      >
        <DropdownMenuLabel>Contexte de travail</DropdownMenuLabel>
        {errorMessage ? (
          <p className="px-2 py-1.5 text-sm text-destructive">{errorMessage}</p>
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
