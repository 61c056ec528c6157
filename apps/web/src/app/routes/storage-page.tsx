import { StorageDiagnosticsPanel } from '@/features/storage-diagnostics/components/storage-diagnostics-panel';

export function StoragePage() {
  return <StorageDiagnosticsPanel />;
}
