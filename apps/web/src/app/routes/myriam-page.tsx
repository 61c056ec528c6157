import { AssistantHome } from '@/features/assistants/components/assistant-home';

/** /myriam (spec 3 §2.9), loaded on demand. */
export function Component() {
  return <AssistantHome assistant="myriam" />;
}
