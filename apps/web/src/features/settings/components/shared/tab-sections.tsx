import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

/** A card holding the creation form of a settings list. */
export function AddFormCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="gap-4 py-5">
      <CardHeader className="px-5">
        <CardTitle as="h3" className="text-base">
          {title}
        </CardTitle>
      </CardHeader>
      <CardContent className="px-5">{children}</CardContent>
    </Card>
  );
}

type ListSectionProps = {
  title: string;
  /** Shown after the title; 0 while the list loads. */
  count: number | undefined;
  children: ReactNode;
};

/** A settings list under its h3, 'Title (count)'. */
export function ListSection({ title, count, children }: ListSectionProps) {
  return (
    <div className="grid gap-3">
      <h3 className="text-base font-semibold">
        {title} ({count ?? 0})
      </h3>
      {children}
    </div>
  );
}
