import { Menu, PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { useSidebar } from '../hooks/sidebar-context';
import { documentTitle, pageTitle } from '../lib/page-title';
import { ThemeToggle } from './theme-toggle';

function sidebarToggleLabel(
  isMobile: boolean,
  isMobileOpen: boolean,
  isCollapsed: boolean,
): string {
  if (isMobile) return isMobileOpen ? 'Fermer le menu' : 'Ouvrir le menu';
  return isCollapsed ? 'Déplier le menu' : 'Réduire le menu';
}

export function AppHeader() {
  const { pathname } = useLocation();
  const { isCollapsed, isMobile, isMobileOpen, toggle } = useSidebar();
  const title = pageTitle(pathname);
  const ToggleIcon = isMobile ? Menu : isCollapsed ? PanelLeftOpen : PanelLeftClose;

  return (
    <header className="sticky top-0 z-30 flex h-14 shrink-0 items-center gap-2 border-b bg-background/85 px-3 backdrop-blur md:px-5">
      <Button
        variant="ghost"
        size="icon"
        onClick={toggle}
        aria-label={sidebarToggleLabel(isMobile, isMobileOpen, isCollapsed)}
        aria-expanded={isMobile ? isMobileOpen : !isCollapsed}
        title="Menu (Ctrl+B)"
      >
        <ToggleIcon aria-hidden="true" />
      </Button>
      <h1 className="min-w-0 flex-1 truncate text-lg font-semibold">{title}</h1>
      <ThemeToggle />
      <title>{documentTitle(pathname)}</title>
    </header>
  );
}
