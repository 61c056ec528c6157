import type { ReactNode } from 'react';

type TabHeaderProps = { title: string; description?: ReactNode; action?: ReactNode };

/** The heading of a settings tab (the page's h2), with an optional main action. */
export function TabHeader({ title, description, action }: TabHeaderProps) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
      <div className="grid gap-1">
        <h2 className="text-xl font-semibold tracking-tight">{title}</h2>
        {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
      </div>
      {action ? <div className="shrink-0">{action}</div> : null}
    </div>
  );
}
