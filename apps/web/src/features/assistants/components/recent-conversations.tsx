import { MessageSquare, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import type { TConversation } from '@praxis/shared/assistants/schemas';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { useDeleteConfirmation } from '@/lib/mutation-toasts';
import { useConversations, useDeleteConversation } from '../api/conversations';
import type { AssistantConfig } from '../lib/assistant-config';
import { patientName } from '../lib/patient-label';

const MAX_SHOWN = 8;
const dateFormat = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeStyle: 'short' });

/** The practitioner's stored conversations with this assistant, newest first, deletable. */
export function RecentConversations({ config }: { config: AssistantConfig }) {
  const list = useConversations(config.id);
  const remove = useDeleteConversation();
  const confirm = useDeleteConfirmation<TConversation>(remove, {
    deleted: 'Conversation supprimée',
    deleteFailed: 'Erreur lors de la suppression de la conversation',
  });
  const items = list.data?.items.slice(0, MAX_SHOWN) ?? [];
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="recent-conversations" className="grid gap-2">
      <h3 id="recent-conversations" className="text-sm font-medium text-muted-foreground">
        Conversations récentes
      </h3>
      <ul className="grid gap-1">
        {items.map((c) => (
          <li key={c.id} className="flex items-center gap-2 rounded-lg border bg-card px-3 py-1.5">
            <MessageSquare className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            <Link to={`${config.chat}?conversation=${c.id}`} className="min-w-0 flex-1 truncate text-sm hover:underline">
              {c.title}
            </Link>
            <span className="hidden text-xs text-muted-foreground sm:inline">
              {c.patient ? `${patientName(c.patient)} · ` : ''}
              {dateFormat.format(new Date(c.updatedAt))}
            </span>
            <Button type="button" variant="ghost" size="icon" className="size-7" aria-label={`Supprimer la conversation ${c.title}`} onClick={() => confirm.ask(c)}>
              <Trash2 aria-hidden="true" />
            </Button>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        {...confirm.dialogProps}
        title="Supprimer la conversation"
        description={`Êtes-vous sûr de vouloir supprimer la conversation « ${confirm.target?.title ?? ''} » ?`}
      />
    </section>
  );
}
