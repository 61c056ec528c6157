import { Info } from 'lucide-react';
import { assistantMessages } from '@praxis/shared/assistants/schemas';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { useAssistantStatus } from '../api/get-assistant-status';

/** Without AI_BASE_URL/AI_MODEL the answers are the spec's placeholder: say so plainly. */
export function NotConfiguredNote({ className }: { className?: string }) {
  const status = useAssistantStatus();
  if (status.data?.configured !== false) return null;
  return (
    <Alert variant="warning" className={className}>
      <Info aria-hidden="true" />
      <AlertDescription>{assistantMessages.notConfigured}</AlertDescription>
    </Alert>
  );
}
