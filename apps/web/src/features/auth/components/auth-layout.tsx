import type { ReactNode } from 'react';
import { Brand } from '@/components/brand';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';

type AuthLayoutProps = {
  title: string;
  description?: ReactNode;
  /** Shown above the title (state pages: mail sent, confirmed, broken link). */
  icon?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
};

/** Frame of the public authentication pages. */
export function AuthLayout({ title, description, icon, children, footer }: AuthLayoutProps) {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 bg-muted/40 px-4 py-10">
      <Brand />
      <Card className="w-full max-w-md">
        <CardHeader>
          {icon ? (
            <div className="mb-2 flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary [&_svg]:size-6">
              {icon}
            </div>
          ) : null}
          {/* CardTitle's classes at a larger size, without a class for `cn` to merge (lib/utils.ts). */}
          <h1 data-slot="card-title" className="text-2xl leading-tight font-semibold">
            {title}
          </h1>
          {description ? <CardDescription>{description}</CardDescription> : null}
        </CardHeader>
        <CardContent>{children}</CardContent>
      </Card>
      {footer ? <div className="text-center text-sm text-muted-foreground">{footer}</div> : null}
      <title>{`${title} — Praxis`}</title>
    </main>
  );
}
