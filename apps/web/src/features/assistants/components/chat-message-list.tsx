import { Paperclip } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { assistantMessages, splitDocument } from '@praxis/shared/assistants/schemas';
import { cn } from '@/lib/utils';
import type { ChatMessage } from '../lib/use-chat';

type Props = { messages: readonly ChatMessage[]; assistantName: string; hasDocumentPane: boolean };

const CATALOG_ERRORS: readonly string[] = [assistantMessages.failed, assistantMessages.timedOut];

/** A failed answer keeps its French message: live from the stream, or stored as the content. */
function errorText(message: ChatMessage): string | null {
  if (message.status !== 'error') return null;
  return message.error ?? (CATALOG_ERRORS.includes(message.content) ? message.content : assistantMessages.failed);
}

function UserText({ message }: { message: ChatMessage }) {
  return (
    <>
      <p className="whitespace-pre-wrap">{message.content}</p>
      {message.attachments.length > 0 && (
        <ul aria-label="Fichiers joints au message" className="flex flex-wrap gap-1">
          {message.attachments.map((name, i) => (
            <li key={`${name}-${i}`} className="flex items-center gap-1 rounded-md bg-primary-foreground/15 px-1.5 py-0.5 text-xs">
              <Paperclip className="size-3" aria-hidden="true" />
              <span className="max-w-48 truncate">{name}</span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function AssistantText({ message, hasDocumentPane }: { message: ChatMessage; hasDocumentPane: boolean }) {
  const failure = errorText(message);
  const content = message.content === failure ? '' : message.content;
  const { chat, document } = hasDocumentPane ? splitDocument(content) : { chat: content, document: null };
  return (
    <>
      {chat && <p className="whitespace-pre-wrap">{chat}</p>}
      {document !== null && <p className="text-xs text-muted-foreground italic">Brouillon dans le Document de rédaction.</p>}
      {message.status === 'streaming' && !message.content && (
        <p role="status" className="flex gap-1 py-1" aria-label="Réponse en cours">
          {[0, 1, 2].map((i) => (
            <span key={i} className="size-1.5 animate-pulse rounded-full bg-muted-foreground" style={{ animationDelay: `${i * 150}ms` }} />
          ))}
        </p>
      )}
      {message.status === 'stopped' && <p className="text-xs text-muted-foreground italic">Réponse arrêtée.</p>}
      {failure && (
        <p role="alert" className="text-destructive">
          {failure}
        </p>
      )}
    </>
  );
}

/** The conversation, oldest first; an answer grows as it streams. */
export function ChatMessageList({ messages, assistantName, hasDocumentPane }: Props) {
  const end = useRef<HTMLDivElement>(null);
  const last = messages[messages.length - 1];
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length, last?.content]);

  return (
    <div role="log" aria-label="Conversation" className="grid content-start gap-3">
      {messages.map((m) => (
        <article
          key={m.id}
          aria-label={m.role === 'user' ? 'Vous' : assistantName}
          className={cn(
            'grid max-w-[85%] gap-1 rounded-2xl px-3.5 py-2 text-sm',
            m.role === 'user' ? 'justify-self-end bg-primary text-primary-foreground' : 'justify-self-start border bg-card',
            m.status === 'error' && 'border-destructive/40',
          )}
        >
          {m.role === 'user' ? <UserText message={m} /> : <AssistantText message={m} hasDocumentPane={hasDocumentPane} />}
        </article>
      ))}
      <div ref={end} />
    </div>
  );
}
