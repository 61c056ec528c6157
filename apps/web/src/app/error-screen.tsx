import { TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { resetApplication } from '@/lib/reset-application';
import { technicalDetails } from './lib/technical-details';

type ErrorScreenProps = { error: unknown; onRetry: () => void; onHome: () => void };

/** Spec 1 §2 unrecoverable error screen. */
export function ErrorScreen({ error, onRetry, onHome }: ErrorScreenProps) {
  const [isResetting, setIsResetting] = useState(false);

  const onReset = async () => {
    setIsResetting(true);
    try {
      // The query client is fetched here: the error screen belongs to the sign-in page's load.
      const { queryClient } = await import('@/lib/app-query-client');
      await resetApplication(queryClient);
    } catch {
      // Storage refused to clear: still leave for the sign-in page.
      window.location.assign('/auth/sign-in');
    }
  };

  return (
    <main className="flex min-h-dvh items-center justify-center bg-muted/40 px-4 py-10">
      <div
        role="alert"
        className="grid w-full max-w-lg gap-5 rounded-xl border bg-card p-6 shadow-sm"
      >
        <div className="flex items-center gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-destructive/10 text-destructive">
            <TriangleAlert className="size-5" aria-hidden="true" />
          </span>
          <h1 className="text-xl font-semibold">Une erreur est survenue</h1>
        </div>
        <p className="text-sm text-muted-foreground">
          L'application a rencontré un problème inattendu. Vous pouvez réessayer, revenir à
          l'accueil ou, si le problème persiste, réinitialiser l'application.
        </p>
        <details className="rounded-md border bg-muted/50 text-sm">
          <summary className="cursor-pointer px-3 py-2 font-medium">Détails techniques</summary>
          <pre className="max-h-64 overflow-auto px-3 pb-3 text-xs whitespace-pre-wrap break-words">
            {technicalDetails(error, import.meta.env.DEV)}
          </pre>
        </details>
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          <Button onClick={onRetry}>Réessayer</Button>
          <Button variant="outline" onClick={onHome}>
            Retour à l'accueil
          </Button>
          <Button
            variant="ghost"
            className="text-destructive"
            onClick={() => void onReset()}
            disabled={isResetting}
          >
            Réinitialiser l'application
          </Button>
        </div>
      </div>
    </main>
  );
}
