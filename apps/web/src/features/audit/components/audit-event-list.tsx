import { format } from 'date-fns';
import { fr } from 'date-fns/locale';
import type { ReactNode } from 'react';
import { AUDIT_ACTION_LABELS, type TAuditEvent } from '@praxis/shared/audit/schemas';

const dateTime = (iso: string) => format(new Date(iso), "d MMMM yyyy 'à' HH:mm", { locale: fr });

type AuditEventListProps = {
  /** The list's accessible name. */
  label: string;
  items: TAuditEvent[];
  /** What to say about each row beside the date and the action (who, or which patient). */
  detail: (event: TAuditEvent) => ReactNode;
};

/** Rows of a 'Journal d'accès': when, what, and who or which patient. */
export function AuditEventList({ label, items, detail }: AuditEventListProps) {
  return (
    <ul aria-label={label} className="divide-y rounded-lg border">
      {items.map((event) => (
        <li key={event.id} className="flex flex-col gap-1 p-3 sm:flex-row sm:items-center sm:gap-4">
          <time dateTime={event.createdAt} className="text-sm text-muted-foreground tabular-nums sm:w-48 sm:shrink-0">
            {dateTime(event.createdAt)}
          </time>
          <span className="text-sm font-medium sm:w-56 sm:shrink-0">{AUDIT_ACTION_LABELS[event.action]}</span>
          <span className="min-w-0 flex-1 text-sm break-words">{detail(event)}</span>
        </li>
      ))}
    </ul>
  );
}
