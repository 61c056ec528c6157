import { Construction } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

type PlaceholderPageProps = { area: string; description: string };

/** An area announced in the menu whose screens come in a later version. */
export function PlaceholderPage({ area, description }: PlaceholderPageProps) {
  return (
    <section
      aria-labelledby="placeholder-title"
      className="mx-auto flex max-w-xl flex-col items-center gap-4 rounded-xl border border-dashed bg-card px-6 py-12 text-center"
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
        <Construction className="size-6" aria-hidden="true" />
      </span>
      <h2 id="placeholder-title" className="text-xl font-semibold">
        {area} — Bientôt disponible
      </h2>
      <p className="text-muted-foreground">{description}</p>
      <Button asChild variant="outline">
        <Link to="/app">Retour à l'accueil</Link>
      </Button>
    </section>
  );
}
