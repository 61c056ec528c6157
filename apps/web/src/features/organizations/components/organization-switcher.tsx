import { lazy } from 'react';
import { OpensOnFirstUse } from '@/components/opens-on-first-use';
import { useOrganizations } from '../api/get-organizations';
import { SwitcherButton } from './switcher-button';

const loadMenu = () => import('./organization-menu');
const OrganizationMenu = lazy(async () => ({ default: (await loadMenu()).OrganizationMenu }));

/**
 * Sidebar switcher between private mode and the user's organisations (spec 1 §1). The menu's code
 * (Radix's menu and positioning) is fetched on the first opening, or as the pointer or the focus
 * reaches the button, not with every page (issue 15).
 */
export function OrganizationSwitcher({ isCollapsed = false }: { isCollapsed?: boolean }) {
  const organizations = useOrganizations();
  const items = organizations.data?.items ?? [];
  const activeId = organizations.data?.activeOrganizationId ?? null;
  const active = items.find((o) => o.id === activeId);
  const current = organizations.isPending ? 'Chargement…' : (active?.name ?? 'Mode privé');
  const face = { isCollapsed, isOrganization: Boolean(active), current };

  return (
    <OpensOnFirstUse face={<SwitcherButton {...face} />} popup="menu" preload={loadMenu}>
      <OrganizationMenu
        face={face}
        items={items}
        activeId={activeId}
        errorMessage={organizations.isError ? organizations.error.message : null}
      />
    </OpensOnFirstUse>
  );
}
