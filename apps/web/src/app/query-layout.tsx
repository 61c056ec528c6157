import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { queryClient } from '@/lib/app-query-client';
// `cn` resolves conflicting classes on every page below (lib/utils.ts).
import '@/lib/class-merge';

/**
 * Every route but the sign-in page sits under this layout, fetched with the first of them: the
 * sign-in page's first load carries no TanStack Query nor tailwind-merge (issue 15). One client for the whole
 * session (lib/app-query-client.ts), so its cache survives going from one route to another.
 */
export function QueryLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
