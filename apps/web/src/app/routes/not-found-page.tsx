import { Link } from 'react-router';
import { Brand } from '@/components/brand';
import { Button } from '@/components/ui/button';

/** Spec 1 §2: any other path. */
export function NotFoundPage() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 bg-muted/40 px-4 text-center">
      <Brand />
      <p className="text-6xl font-bold text-primary/30" aria-hidden="true">
        404
      </p>
      <h1 className="text-2xl font-semibold">Page non trouvée</h1>
      <p className="max-w-sm text-muted-foreground">
        L'adresse demandée n'existe pas ou a été déplacée.
      </p>
      <Button asChild>
        <Link to="/app">Retour à l'accueil</Link>
      </Button>
      <title>Page non trouvée — Praxis</title>
    </main>
  );
}
