import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, lazy, useState, type ReactNode } from 'react';
import { createQueryClient } from '@/lib/query-client';
import { sessionKey } from '@/features/auth/api/get-session';
import { twoFactorRequiredKey } from '@/features/security/api/two-factor-requirement';
import { LOCKED_GATE, gateStatusKey } from '@/features/gate/api/get-gate-status';
import { AccessGate } from '@/features/gate/components/access-gate';
import { AppErrorBoundary } from './app-error-boundary';

/**
 * Toasts are fetched after the first screen: no page shows one before a user action, and the
 * sign-in page's first load stays without sonner (issue 15, JavaScript budgets).
 */
const ThemedToaster = lazy(async () => ({
  default: (await import('./themed-toaster')).ThemedToaster,
}));

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(() => {
    const client = createQueryClient({
      // Spec 1 §8: an auth error anywhere signs out locally; RequireAuth then goes to sign-in.
      onUnauthorized: () => client.setQueryData(sessionKey, null),
      onGateLocked: () => client.setQueryData(gateStatusKey, LOCKED_GATE),
      // Issue 16 §7: RequireAuth sends the user to the enrolment screen.
      onTwoFactorRequired: () => client.setQueryData(twoFactorRequiredKey, true),
    });
    return client;
  });

  return (
    <QueryClientProvider client={queryClient}>
      <AppErrorBoundary>
        <AccessGate>{children}</AccessGate>
      </AppErrorBoundary>
      <Suspense fallback={null}>
        <ThemedToaster />
      </Suspense>
    </QueryClientProvider>
  );
}
