import { RedactionOverlay } from '@/features/coming-soon/components/redaction-overlay';

export function RedactionPage() {
  return <RedactionOverlay />;
}
