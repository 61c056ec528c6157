import { AssistantChat } from '@/features/assistants/components/assistant-chat';

/** /sophie/chat (spec 3 §2.9), full screen, loaded on demand. */
export function Component() {
  return <AssistantChat assistant="sophie" />;
}
