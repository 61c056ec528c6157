import { useRef, useState } from 'react';
import { assistantMessages, type TChatMessage, type TSendMessage } from '@praxis/shared/assistants/schemas';
import { ApiError } from '@/lib/api-client';
import { sendMessage } from '../api/send-message';

/** Spec 3 §3 chat message: the live copy shown while an answer streams. */
export type ChatMessage = Pick<TChatMessage, 'id' | 'role' | 'content' | 'attachments'> & {
  status: TChatMessage['status'] | 'streaming';
  error?: string;
};

let localId = 0;
const nextLocalId = () => `local-${++localId}`;

/**
 * The messages of one conversation and `send`, which appends the question and the answer as it
 * streams. A failed answer keeps everything already shown and carries the French message.
 */
export function useChat(initial: readonly TChatMessage[]) {
  const [messages, setMessages] = useState<ChatMessage[]>(() => initial.map((m) => ({ ...m })));
  const [isStreaming, setStreaming] = useState(false);
  const controller = useRef<AbortController | null>(null);

  const update = (id: string, change: (m: ChatMessage) => ChatMessage) =>
    setMessages((all) => all.map((m) => (m.id === id ? change(m) : m)));

  async function send(conversationId: string, input: TSendMessage) {
    const answerId = nextLocalId();
    setMessages((all) => [
      ...all,
      { id: nextLocalId(), role: 'user', content: input.content, attachments: (input.attachments ?? []).map((a) => a.name), status: 'done' },
      { id: answerId, role: 'assistant', content: '', attachments: [], status: 'streaming' },
    ]);
    setStreaming(true);
    const stop = new AbortController();
    controller.current = stop;
    let finished = false;
    try {
      for await (const event of sendMessage(conversationId, input, stop.signal)) {
        if (event.event === 'delta') update(answerId, (m) => ({ ...m, content: m.content + event.data.text }));
        else if (event.event === 'error') update(answerId, (m) => ({ ...m, status: 'error', error: event.data.message }));
        else {
          finished = true;
          const status = event.data.status;
          update(answerId, (m) => ({ ...m, status: m.status === 'error' ? 'error' : status, error: status === 'error' ? (m.error ?? assistantMessages.failed) : m.error }));
        }
      }
      if (!finished && !stop.signal.aborted) update(answerId, (m) => ({ ...m, status: 'error', error: assistantMessages.failed }));
    } catch (error) {
      if (stop.signal.aborted) update(answerId, (m) => ({ ...m, status: 'stopped' }));
      else update(answerId, (m) => ({ ...m, status: 'error', error: error instanceof ApiError ? error.message : assistantMessages.failed }));
    } finally {
      controller.current = null;
      setStreaming(false);
    }
  }

  return { messages, isStreaming, send, stop: () => controller.current?.abort() };
}
