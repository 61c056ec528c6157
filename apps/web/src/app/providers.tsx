import type { ReactNode } from 'react';
import { AccessGate } from '@/features/gate/components/access-gate';
import { AppErrorBoundary } from './app-error-boundary';
import { ToasterHost } from './toaster-host';

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
      <ToasterHost />
    </>
  );
}
