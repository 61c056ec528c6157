import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';

export type Feature = { title: string; description: string; icon: LucideIcon };

type ComingSoonOverlayProps = {
  title: string;
  intro: string;
  icon: LucideIcon;
  features: Feature[];
  /** Shown greyed behind the overlay. */
  background?: ReactNode;
  footer?: ReactNode;
};

/** Spec 3 §2.3: a full-page overlay with an 'À VENIR' badge and six feature cards, no actions. */
export function ComingSoonOverlay({
  title,
  intro,
  icon: Icon,
  features,
  background,
  footer,
}: ComingSoonOverlayProps) {
  return (
    <div className="relative isolate min-h-[calc(100dvh-7rem)] overflow-hidden rounded-xl">
      {background ? (
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 -z-10 p-4 opacity-40 grayscale select-none"
        >
          {background}
        </div>
      ) : null}
      <div
        className="absolute inset-0 -z-10 bg-background/70 backdrop-blur-[2px]"
        aria-hidden="true"
      />
      <section
        aria-labelledby="coming-soon-title"
        className="mx-auto flex max-w-4xl flex-col items-center gap-6 px-2 py-8 text-center sm:py-12"
      >
        <span className="flex size-14 items-center justify-center rounded-2xl bg-primary/10 text-primary">
          <Icon className="size-7" aria-hidden="true" />
        </span>
        <div className="grid justify-items-center gap-3">
          <Badge className="tracking-wider">À VENIR</Badge>
          <h2 id="coming-soon-title" className="text-3xl font-semibold tracking-tight">
            {title}
          </h2>
          <p className="max-w-xl text-muted-foreground">{intro}</p>
        </div>
        <ul className="grid w-full gap-3 text-left sm:grid-cols-2 lg:grid-cols-3">
          {features.map(({ title: featureTitle, description, icon: FeatureIcon }) => (
            <li key={featureTitle} className="flex gap-3 rounded-xl border bg-card p-4 shadow-xs">
              <FeatureIcon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
              <div className="grid gap-1">
                <h3 className="text-sm font-semibold">{featureTitle}</h3>
                <p className="text-sm text-muted-foreground">{description}</p>
              </div>
            </li>
          ))}
        </ul>
        {footer}
      </section>
    </div>
  );
}
