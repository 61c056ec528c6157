import { accountExportMessages } from '@praxis/shared/patients/data-rights';
import { ExportProgressDialog } from '@/components/export-progress-dialog';
import { useAccountExport, useStartAccountExport } from '../api/account-data-rights';

/** 'Exporter mon compte': the account's ZIP, prepared in the background. */
export function AccountExportDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  return (
    <ExportProgressDialog
      isOpen={isOpen}
      onClose={onClose}
      title={accountExportMessages.title}
      description={accountExportMessages.description}
      actionLabel={accountExportMessages.action}
      start={useStartAccountExport()}
      useStatus={useAccountExport}
    />
  );
}
