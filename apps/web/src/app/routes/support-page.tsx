import { LifeBuoy } from 'lucide-react';

/** Spec 3 §2.4: a placeholder saying help is coming. */
export function SupportPage() {
  return (
    <section
      aria-labelledby="support-title"
      className="mx-auto flex max-w-xl flex-col items-center gap-4 rounded-xl border bg-card px-6 py-12 text-center"
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
        <LifeBuoy className="size-6" aria-hidden="true" />
      </span>
      <h2 id="support-title" className="text-xl font-semibold">
        L'aide arrive bientôt
      </h2>
      <p className="text-muted-foreground">
        Un centre d'aide avec des guides pas à pas et un moyen de contacter l'équipe Praxis sera
        bientôt disponible ici.
      </p>
    </section>
  );
}
