import { createContext, useContext } from 'react';

export type SidebarState = {
  /** Desktop: reduced to icons (64 px). */
  isCollapsed: boolean;
  /** Small screens: the overlay is open. */
  isMobileOpen: boolean;
  isMobile: boolean;
  toggle: () => void;
  closeMobile: () => void;
};

export const SidebarContext = createContext<SidebarState | null>(null);

export function useSidebar(): SidebarState {
  const state = useContext(SidebarContext);
  if (!state) throw new Error('useSidebar must be used inside SidebarProvider');
  return state;
}
