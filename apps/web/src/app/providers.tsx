import { Suspense, lazy, type ReactNode } from 'react';
import { AccessGate } from '@/features/gate/components/access-gate';
import { AppErrorBoundary } from './app-error-boundary';

/**
 * Toasts are fetched after the first screen: no page shows one before a user action, and the
 * sign-in page's first load stays without sonner (issue 15, JavaScript budgets).
 */
const ThemedToaster = lazy(async () => ({
  default: (await import('./themed-toaster')).ThemedToaster,
}));

/**
 * The query client's provider is not here but in app/query-layout.tsx, around every route except
 * the sign-in page (issue 15): the gate above them is a plain store (features/gate/api/gate-store).
 */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <>
      <AppErrorBoundary>
        <AccessGate>{children}</AccessGate>
      </AppErrorBoundary>
      <Suspense fallback={null}>
        <ThemedToaster />
      </Suspense>
    </>
  );
}
