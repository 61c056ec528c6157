import { LogOut, X } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { SIDEBAR_WIDTH_COLLAPSED_PX, SIDEBAR_WIDTH_OPEN_PX } from '@praxis/shared/constants';
import { Brand } from '@/components/brand';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { useSidebar } from '../hooks/sidebar-context';
import { BOTTOM_NAV, MAIN_NAV } from '../lib/nav-items';
import { NavItemLink } from './nav-item-link';
import { SideTooltip } from './side-tooltip';

type AppSidebarProps = {
  /** The organisation switcher, composed by the app layout. */
  renderSwitcher: (isCollapsed: boolean) => ReactNode;
  onSignOut: () => void;
};

function SignOutButton({
  isCollapsed,
  onSignOut,
}: {
  isCollapsed: boolean;
  onSignOut: () => void;
}) {
  const button = (
    <button
      type="button"
      onClick={onSignOut}
      className={cn(
        'flex h-10 w-full items-center gap-3 rounded-md px-3 text-sm font-medium text-sidebar-foreground outline-none hover:bg-destructive/10 hover:text-destructive focus-visible:ring-[3px] focus-visible:ring-ring/50',
        isCollapsed && 'justify-center px-0',
      )}
    >
      <LogOut className="size-4 shrink-0" aria-hidden="true" />
      <span className={cn(isCollapsed && 'sr-only')}>Déconnexion</span>
    </button>
  );
  if (!isCollapsed) return button;
  return <SideTooltip label="Déconnexion">{button}</SideTooltip>;
}

export function AppSidebar({ renderSwitcher, onSignOut }: AppSidebarProps) {
  const { isCollapsed, isMobile, isMobileOpen, closeMobile } = useSidebar();
  const width = isCollapsed ? SIDEBAR_WIDTH_COLLAPSED_PX : SIDEBAR_WIDTH_OPEN_PX;

  useEffect(() => {
    if (!isMobileOpen) return;
    const onKeyDown = (event: KeyboardEvent) => event.key === 'Escape' && closeMobile();
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isMobileOpen, closeMobile]);

  return (
    <>
      {isMobileOpen ? (
        <div
          aria-hidden="true"
          className="fixed inset-0 z-40 bg-black/40 backdrop-blur-[1px]"
          onClick={closeMobile}
        />
      ) : null}
      <aside
        aria-label="Barre latérale"
        data-state={
          isMobile ? (isMobileOpen ? 'open' : 'closed') : isCollapsed ? 'collapsed' : 'expanded'
        }
        style={{ width }}
        className={cn(
          'flex shrink-0 flex-col gap-4 border-r border-sidebar-border bg-sidebar py-4 text-sidebar-foreground transition-[width,transform] duration-200',
          isMobile ? 'fixed inset-y-0 left-0 z-50 shadow-xl' : 'sticky top-0 h-dvh',
          isMobile && !isMobileOpen && 'invisible -translate-x-full',
          isCollapsed ? 'px-2' : 'px-3',
        )}
      >
        <div
          className={cn(
            'flex h-8 items-center justify-between',
            isCollapsed ? 'justify-center' : 'px-1',
          )}
        >
          <Brand isCompact={isCollapsed} />
          {isMobile ? (
            <Button variant="ghost" size="icon" onClick={closeMobile} aria-label="Fermer le menu">
              <X aria-hidden="true" />
            </Button>
          ) : null}
        </div>
        {renderSwitcher(isCollapsed)}
        <nav aria-label="Menu principal" className="min-h-0 flex-1 overflow-y-auto">
          <ul className="grid gap-1">
            {MAIN_NAV.map((item) => (
              <li key={item.to}>
                <NavItemLink item={item} />
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Menu secondaire" className="border-t border-sidebar-border pt-3">
          <ul className="grid gap-1">
            {BOTTOM_NAV.map((item) => (
              <li key={item.to}>
                <NavItemLink item={item} />
              </li>
            ))}
            <li>
              <SignOutButton isCollapsed={isCollapsed} onSignOut={onSignOut} />
            </li>
          </ul>
        </nav>
      </aside>
    </>
  );
}
