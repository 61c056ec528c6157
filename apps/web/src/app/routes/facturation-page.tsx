import { FacturationOverlay } from '@/features/coming-soon/components/facturation-overlay';

export function FacturationPage() {
  return <FacturationOverlay />;
}
