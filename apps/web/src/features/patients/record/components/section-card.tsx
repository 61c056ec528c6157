import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

type SectionCardProps = {
  title: string;
  icon: LucideIcon;
  /** A button or two at the right of the title. */
  action?: ReactNode;
  children: ReactNode;
};

/** A card of the record, titled (h3) and named by its title for assistive technologies. */
export function SectionCard({ title, icon: Icon, action, children }: SectionCardProps) {
  return (
    <Card className="gap-4 py-5" role="region" aria-label={title}>
      <CardHeader className="flex-row items-center justify-between gap-3 px-5">
        <CardTitle as="h3" className="flex items-center gap-2 text-base">
          <Icon className="size-4 text-primary" aria-hidden="true" />
          {title}
        </CardTitle>
        {action}
      </CardHeader>
      <CardContent className="px-5">{children}</CardContent>
    </Card>
  );
}

/** A label and its value in a card's description list; a dash when empty. */
export function InfoRow({ label, children }: { label: string; children: ReactNode }) {
  const isEmpty = children === null || children === undefined || children === '';
  return (
    <div className="grid gap-0.5 sm:grid-cols-[11rem_1fr] sm:gap-3">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="min-w-0 text-sm break-words">{isEmpty ? '—' : children}</dd>
    </div>
  );
}
