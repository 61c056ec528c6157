import { ArrowLeft, FileText, UserRound } from 'lucide-react';
import { useEffect, useEffectEvent, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import {
  assistantMessages,
  splitDocument,
  type TAssistant,
  type TConversationDetail,
  type TMessageAttachment,
} from '@praxis/shared/assistants/schemas';
import { ListError } from '@/components/list-states';
import { useTrame } from '@/features/trames/api/trames';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { createConversation, useConversation, useRefreshConversationList } from '../api/conversations';
import { readAttachments } from '../api/read-attachment';
import { ASSISTANT_CONFIG, type AssistantConfig } from '../lib/assistant-config';
import { patientName } from '../lib/patient-label';
import { useChat } from '../lib/use-chat';
import type { ChatLocationState } from './assistant-home';
import { ChatMessageList } from './chat-message-list';
import { DocumentPane } from './document-pane';
import { NotConfiguredNote } from './not-configured-note';
import { PromptBox } from './prompt-box';

/** Each first message handed over by the home page is sent once. */
const sentHandovers = new Set<string>();

function TrameChip({ trameId }: { trameId: string }) {
  const trame = useTrame(trameId);
  return (
    <span aria-label="Trame jointe" className="flex items-center gap-1.5 rounded-full border px-2.5 py-1 text-xs">
      <FileText className="size-3.5 text-primary" aria-hidden="true" />
      {trame.data?.name ?? (trame.isError ? 'Trame introuvable' : 'Trame…')}
    </span>
  );
}

function ChatHeader({ config, conversation, trameId }: { config: AssistantConfig; conversation: TConversationDetail | null; trameId: string | null }) {
  const patient = conversation?.patient;
  return (
    <header className="flex min-h-14 flex-wrap items-center gap-x-3 gap-y-1 border-b px-3 py-2">
      <title>{`${config.name} — Praxis`}</title>
      <Button asChild variant="ghost" size="icon">
        <Link to={config.home} aria-label="Retour">
          <ArrowLeft aria-hidden="true" />
        </Link>
      </Button>
      <div className="mr-auto">
        <h1 className="text-base leading-tight font-semibold">{config.name}</h1>
        <p className="text-xs text-muted-foreground">{config.role}</p>
      </div>
      {trameId && <TrameChip trameId={trameId} />}
      {patient && (
        <span aria-label="Patient sélectionné" className="flex items-center gap-1.5 rounded-full border border-primary/30 bg-primary/5 px-2.5 py-1 text-xs">
          <UserRound className="size-3.5 text-primary" aria-hidden="true" />
          {patientName(patient)}
        </span>
      )}
    </header>
  );
}

/**
 * 'Demander une modification' (Ma Trame) opens Sophie's chat with `?trameId=`: every question of
 * the conversation then carries the trame, whose template the server gives to the model.
 */
function ChatView({ config, conversation, trameId }: { config: AssistantConfig; conversation: TConversationDetail | null; trameId: string | null }) {
  const location = useLocation();
  const navigate = useNavigate();
  const chat = useChat(conversation?.messages ?? []);
  const refreshList = useRefreshConversationList();
  const [prompt, setPrompt] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notices, setNotices] = useState<string[]>([]);
  const [isReading, setReading] = useState(false);
  const isSophie = config.id === 'sophie';

  const submit = async (text: string, files: File[] = []) => {
    setError(null);
    setNotices([]);
    if (conversation) {
      setPrompt('');
      let attachments: TMessageAttachment[] = [];
      if (files.length > 0) {
        setReading(true);
        try {
          const read = await readAttachments(files);
          attachments = read.attachments;
          setNotices(read.notices);
        } catch (e) {
          // The question stays in the box so that nothing typed is lost.
          setPrompt(text);
          setError(e instanceof ApiError ? e.message : 'Une erreur inattendue est survenue. Veuillez réessayer.');
          return;
        } finally {
          setReading(false);
        }
      }
      await chat.send(conversation.id, { content: text, ...(trameId ? { trameId } : {}), ...(attachments.length > 0 ? { attachments } : {}) });
      await refreshList();
      return;
    }
    // Opened without a conversation: store one, then hand the message over as the home page does.
    try {
      const created = await createConversation(config.id, {});
      const state: ChatLocationState = { prompt: text, files };
      const trameParam = trameId ? `&trameId=${encodeURIComponent(trameId)}` : '';
      await navigate(`${config.chat}?conversation=${created.id}${trameParam}`, { replace: true, state });
    } catch (e) {
      setError(e instanceof ApiError ? e.message : 'Une erreur inattendue est survenue. Veuillez réessayer.');
    }
  };

  const handoverState = location.state as ChatLocationState | null;
  const handover = handoverState?.prompt;
  const sendHandover = useEffectEvent((text: string) => {
    void submit(text, handoverState?.files ?? []);
    // The browser keeps history state across a reload: drop it so that a reload never resends.
    void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  });
  useEffect(() => {
    if (!conversation || !handover || sentHandovers.has(location.key)) return;
    // Sent from a timer that a remount cancels, and remembered so that going back never resends it.
    const timer = setTimeout(() => {
      sentHandovers.add(location.key);
      sendHandover(handover);
    });
    return () => clearTimeout(timer);
  }, [conversation, handover, location.key]);

  const draft = isSophie
    ? ([...chat.messages].reverse().map((m) => (m.role === 'assistant' ? splitDocument(m.content).document : null)).find((d) => d) ?? null)
    : null;

  return (
    <div className={isSophie ? 'grid min-h-0 flex-1 md:grid-cols-2' : 'flex min-h-0 flex-1 flex-col'}>
      <section aria-label="Conversation avec l'assistante" className="mx-auto flex min-h-0 w-full max-w-3xl flex-1 flex-col">
        <div className="flex-1 overflow-y-auto px-4 py-4">
          <NotConfiguredNote className="mb-4" />
          {chat.messages.length === 0 && <p className="mt-8 text-center text-sm text-muted-foreground">Comment puis-je vous aider aujourd'hui ?</p>}
          <ChatMessageList messages={chat.messages} assistantName={config.name} hasDocumentPane={isSophie} />
        </div>
        <div className="grid gap-1 border-t p-3">
          {error && (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          )}
          {isReading && (
            <p role="status" className="text-sm text-muted-foreground">
              {assistantMessages.attachmentsReading}
            </p>
          )}
          {notices.length > 0 && (
            <ul role="status" aria-label="Fichiers joints non lus" className="grid gap-0.5 text-sm text-muted-foreground">
              {notices.map((n) => (
                <li key={n}>{n}</li>
              ))}
            </ul>
          )}
          <PromptBox value={prompt} onChange={setPrompt} onSubmit={(text, files) => void submit(text, files)} isBusy={chat.isStreaming || isReading} onStop={chat.isStreaming ? chat.stop : undefined} placeholder={`Écrivez à ${config.name}…`} maxHeightClass="max-h-[160px]" />
        </div>
      </section>
      {isSophie && <DocumentPane draft={draft} isWriting={chat.isStreaming} />}
    </div>
  );
}

/** /sophie/chat (split view with 'Document de rédaction') and /myriam/chat (single column), spec 3 §2.9. */
export function AssistantChat({ assistant }: { assistant: TAssistant }) {
  const config = ASSISTANT_CONFIG[assistant];
  const [params] = useSearchParams();
  const id = params.get('conversation');
  const trameId = assistant === 'sophie' ? params.get('trameId') : null;
  const query = useConversation(id);

  let body;
  if (id && query.isPending) {
    body = (
      <div role="status" aria-label="Chargement de la conversation" className="grid gap-3 p-4">
        <Skeleton className="h-12 w-2/3" />
        <Skeleton className="ml-auto h-12 w-1/2" />
      </div>
    );
  } else if (id && query.isError) {
    body = (
      <div className="mx-auto w-full max-w-3xl p-4">
        <ListError message={query.error.message} onRetry={() => void query.refetch()} />
      </div>
    );
  } else {
    body = <ChatView key={id ?? 'new'} config={config} conversation={query.data ?? null} trameId={trameId} />;
  }

  return (
    <div className="flex h-dvh flex-col">
      <ChatHeader config={config} conversation={query.data ?? null} trameId={trameId} />
      {body}
    </div>
  );
}
