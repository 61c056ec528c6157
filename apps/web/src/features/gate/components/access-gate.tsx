import { Suspense, lazy, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { FullScreenSpinner } from '@/components/ui/spinner';
import { loadGateStatus, useGateState } from '../api/gate-store';

/** Only a locked server shows it: fetched then, not with every first load (issue 15). */
const GateScreen = lazy(async () => ({ default: (await import('./gate-screen')).GateScreen }));

/** Shows the access gate before anything else while the server says it is locked. */
export function AccessGate({ children }: { children: ReactNode }) {
  const gate = useGateState();
  if (gate.status === 'pending') return <FullScreenSpinner />;
  if (gate.status === 'error') {
    return (
      <main className="flex min-h-dvh flex-col items-center justify-center gap-4 px-4 text-center">
        <h1 className="text-xl font-semibold">Serveur injoignable</h1>
        <p className="max-w-sm text-muted-foreground">{gate.error.message}</p>
        <Button onClick={loadGateStatus}>Réessayer</Button>
      </main>
    );
  }
  if (gate.data.enabled && !gate.data.unlocked) {
    return (
      <Suspense fallback={<FullScreenSpinner />}>
        <GateScreen />
      </Suspense>
    );
  }
  return children;
}
