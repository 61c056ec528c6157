import { useEffect, useState, type ReactNode } from 'react';
import { STORAGE_KEYS, readStored, writeStored } from '@/lib/local-store';
import { SidebarContext } from '../hooks/sidebar-context';
import { useMediaQuery } from '../hooks/use-media-query';

export const MOBILE_QUERY = '(max-width: 767px)';

/** Sidebar state: collapsed (remembered) on large screens, an overlay on small ones. */
export function SidebarProvider({ children }: { children: ReactNode }) {
  const isMobile = useMediaQuery(MOBILE_QUERY);
  const [isCollapsed, setIsCollapsed] = useState(
    () => readStored(STORAGE_KEYS.sidebarCollapsed) === true,
  );
  const [isMobileOpen, setIsMobileOpen] = useState(false);

  const toggle = () => {
    if (isMobile) {
      setIsMobileOpen((open) => !open);
      return;
    }
    const next = !isCollapsed;
    writeStored(STORAGE_KEYS.sidebarCollapsed, next);
    setIsCollapsed(next);
  };

  // Spec 1 §2: Ctrl or Cmd + B toggles the sidebar.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (
        event.key.toLowerCase() === 'b' &&
        (event.ctrlKey || event.metaKey) &&
        !event.altKey &&
        !event.shiftKey
      ) {
        event.preventDefault();
        toggle();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  });

  const value = {
    isCollapsed: !isMobile && isCollapsed,
    isMobileOpen: isMobile && isMobileOpen,
    isMobile,
    toggle,
    closeMobile: () => setIsMobileOpen(false),
  };
  return <SidebarContext.Provider value={value}>{children}</SidebarContext.Provider>;
}
