import { useState } from 'react';
import { useNavigate } from 'react-router';
import { CHAT_NAVIGATION_DELAY_MS, type TAssistant } from '@praxis/shared/assistants/schemas';
import { ApiError } from '@/lib/api-client';
import { createConversation } from '../api/conversations';
import { ASSISTANT_CONFIG } from '../lib/assistant-config';
import type { SelectedPatient } from '../lib/patient-label';
import { NotConfiguredNote } from './not-configured-note';
import { PatientModeBanner } from './patient-mode-banner';
import { PatientSearch } from './patient-search';
import { PromptBox } from './prompt-box';
import { RecentConversations } from './recent-conversations';
import { StarterCards } from './starter-cards';

/** What the chat page receives from the home page: the first message and its files, to send on arrival. */
export type ChatLocationState = { prompt?: string; files?: File[] };

/**
 * /sophie and /myriam (spec 3 §2.9): sending stores the conversation (with the selected patient)
 * and the first message, keeps the prompt in the box, and opens the chat 300 ms later.
 */
export function AssistantHome({ assistant }: { assistant: TAssistant }) {
  const config = ASSISTANT_CONFIG[assistant];
  const navigate = useNavigate();
  const [prompt, setPrompt] = useState('');
  const [patient, setPatient] = useState<SelectedPatient | null>(null);
  const [isSending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const Icon = config.icon;

  const send = async (text: string, files: File[] = []) => {
    setSending(true);
    setError(null);
    try {
      const conversation = await createConversation(assistant, { patientId: patient?.id ?? null });
      const state: ChatLocationState = { prompt: text, files };
      setTimeout(() => void navigate(`${config.chat}?conversation=${conversation.id}`, { state }), CHAT_NAVIGATION_DELAY_MS);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : 'Une erreur inattendue est survenue. Veuillez réessayer.');
      setSending(false);
    }
  };
  const start = (text: string) => {
    setPrompt(text);
    void send(text);
  };

  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 py-4">
      <header className="grid justify-items-center gap-3 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
          <Icon className="size-6" aria-hidden="true" />
        </span>
        <p className="text-sm text-muted-foreground">
          <span className="font-medium text-foreground">{config.name}</span> · {config.role}
        </p>
        <h2 className="text-2xl font-semibold tracking-tight">Comment puis-je vous aider aujourd'hui ?</h2>
      </header>
      <NotConfiguredNote />
      {patient ? <PatientModeBanner patient={patient} onRemove={() => setPatient(null)} /> : <PatientSearch onSelect={setPatient} />}
      <PromptBox
        value={prompt}
        onChange={setPrompt}
        onSubmit={(text, files) => void send(text, files)}
        isBusy={isSending}
        placeholder={`Écrivez votre demande à ${config.name}…`}
        maxHeightClass="max-h-[180px]"
      />
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <StarterCards starters={config.starters} disabled={isSending} onStart={start} />
      <RecentConversations config={config} />
    </div>
  );
}
