import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { dataRightsMessages } from '@praxis/shared/patients/data-rights';
import { FormDialog } from '@/components/form-dialog';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { serverMessage } from '@/lib/server-errors';

type ExportRow = { id: string; status: 'pending' | 'running' | 'done' | 'failed'; progress: number; errorMessage: string | null; downloadUrl?: string | null };

type ExportProgressDialogProps = {
  isOpen: boolean;
  onClose: () => void;
  title: string;
  description: string;
  /** The button that starts the export. */
  actionLabel: string;
  start: UseMutationResult<ExportRow, Error, void>;
  /** The export's row, followed while it is prepared (events, then a slow poll). */
  useStatus: (exportId: string | null) => UseQueryResult<ExportRow, Error>;
};

/** A background export (patient record or account): starts it, shows its progress, then the download. */
export function ExportProgressDialog({ isOpen, onClose, title, description, actionLabel, start, useStatus }: ExportProgressDialogProps) {
  const [exportId, setExportId] = useState<string | null>(null);
  const status = useStatus(exportId);
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
    <FormDialog isOpen={isOpen} onClose={close} title={title} description={description}>
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
              {actionLabel}
            </Button>
          )}
        </div>
      </div>
    </FormDialog>
  );
}
