import { Outlet } from 'react-router';
import { useSignOut } from '@/features/auth/api/sign-out';
import { OrganizationSwitcher } from '@/features/organizations/components/organization-switcher';
import { AppHeader } from '@/features/shell/components/app-header';
import { AppSidebar } from '@/features/shell/components/app-sidebar';
import { SidebarProvider } from '@/features/shell/components/sidebar-provider';
import { useLiveEvents } from '@/lib/live-events';

/** The authenticated shell: sidebar, header, page. */
export function AppLayout() {
  const signOut = useSignOut();
  useLiveEvents();
  return (
    <>
      <SidebarProvider>
        <a
          href="#contenu"
          className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[60] focus:rounded-md focus:bg-primary focus:px-3 focus:py-2 focus:text-primary-foreground"
        >
          Aller au contenu
        </a>
        <div className="flex min-h-dvh">
          <AppSidebar
            renderSwitcher={(isCollapsed) => <OrganizationSwitcher isCollapsed={isCollapsed} />}
            onSignOut={() => void signOut()}
          />
          <div className="flex min-w-0 flex-1 flex-col">
            <AppHeader />
            <main id="contenu" tabIndex={-1} className="flex-1 p-4 outline-none md:p-6">
              <Outlet />
            </main>
          </div>
        </div>
      </SidebarProvider>
    </>
  );
}
