import { Download } from 'lucide-react';
import { useState } from 'react';
import { accountExportMessages, dataRightsMessages } from '@praxis/shared/patients/data-rights';
import { FormDialog } from '@/components/form-dialog';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { serverMessage } from '@/lib/server-errors';
import { useAccountExport, useStartAccountExport } from '../api/account-data-rights';

/** 'Exporter mon compte': starts the background export, shows its progress, then the download. */
export function AccountExportDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const start = useStartAccountExport();
  const [exportId, setExportId] = useState<string | null>(null);
  const status = useAccountExport(exportId);
  const row = status.data;
  const error = start.error ?? status.error;

  const close = () => {
    setExportId(null);
    start.reset();
    onClose();
  };
  const begin = () => start.mutate(undefined, { onSuccess: (created) => setExportId(created.id) });
  const isWorking = start.isPending || row?.status === 'pending' || row?.status === 'running';

  return (
    <FormDialog
      isOpen={isOpen}
      onClose={close}
      title={accountExportMessages.title}
      description={accountExportMessages.description}
    >
      <div className="grid gap-4">
        {isWorking ? (
          <div className="grid gap-2" role="status">
            <p className="text-sm">{dataRightsMessages.exportPending}</p>
            <Progress value={row?.progress ?? 0} aria-label="Progression de l’export" />
          </div>
        ) : null}
        {row?.status === 'done' ? (
          <p role="status" className="text-sm">
            {dataRightsMessages.exportReady}
          </p>
        ) : null}
        {row?.status === 'failed' ? (
          <p role="alert" className="text-sm text-destructive">
            {row.errorMessage ?? dataRightsMessages.exportFailed}
          </p>
        ) : null}
        {error ? (
          <p role="alert" className="text-sm text-destructive">
            {serverMessage(error) ?? dataRightsMessages.exportFailed}
          </p>
        ) : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={close}>
            Fermer
          </Button>
          {row?.status === 'done' && row.downloadUrl ? (
            <Button asChild>
              <a href={row.downloadUrl} download>
                <Download aria-hidden="true" />
                {dataRightsMessages.exportDownload}
              </a>
            </Button>
          ) : (
            <Button onClick={begin} disabled={isWorking}>
              {accountExportMessages.action}
            </Button>
          )}
        </div>
      </div>
    </FormDialog>
  );
}
