import { Download } from 'lucide-react';
import { useState } from 'react';
import { dataRightsMessages } from '@praxis/shared/patients/data-rights';
import { FormDialog } from '@/components/form-dialog';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { serverMessage } from '@/lib/server-errors';
import { usePatientExport, useStartPatientExport } from '../../../api/data-rights';

/** 'Exporter le dossier': starts the background export, shows its progress, then the download. */
export function ExportDialog({ patientId, isOpen, onClose }: { patientId: string; isOpen: boolean; onClose: () => void }) {
  const start = useStartPatientExport(patientId);
  const [exportId, setExportId] = useState<string | null>(null);
  const status = usePatientExport(patientId, exportId);
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
    <FormDialog isOpen={isOpen} onClose={close} title={dataRightsMessages.exportTitle} description={dataRightsMessages.exportDescription}>
      <div className="grid gap-4">
        {isWorking ? (
          <div className="grid gap-2" role="status">
            <p className="text-sm">{dataRightsMessages.exportPending}</p>
            <Progress value={row?.progress ?? 0} aria-label="Progression de l’export" />
          </div>
        ) : null}
        {row?.status === 'done' ? <p role="status" className="text-sm">{dataRightsMessages.exportReady}</p> : null}
        {row?.status === 'failed' ? <p role="alert" className="text-sm text-destructive">{row.errorMessage ?? dataRightsMessages.exportFailed}</p> : null}
        {error ? <p role="alert" className="text-sm text-destructive">{serverMessage(error) ?? dataRightsMessages.exportFailed}</p> : null}
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
              {dataRightsMessages.exportAction}
            </Button>
          )}
        </div>
      </div>
    </FormDialog>
  );
}
