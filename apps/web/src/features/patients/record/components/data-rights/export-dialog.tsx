import { dataRightsMessages } from '@praxis/shared/patients/data-rights';
import { ExportProgressDialog } from '@/components/export-progress-dialog';
import { usePatientExport, useStartPatientExport } from '../../../api/data-rights';

/** 'Exporter le dossier': the patient's ZIP, prepared in the background. */
export function ExportDialog({ patientId, isOpen, onClose }: { patientId: string; isOpen: boolean; onClose: () => void }) {
  const useStatus = (exportId: string | null) => usePatientExport(patientId, exportId);
  return (
    <ExportProgressDialog
      isOpen={isOpen}
      onClose={onClose}
      title={dataRightsMessages.exportTitle}
      description={dataRightsMessages.exportDescription}
      actionLabel={dataRightsMessages.exportAction}
      start={useStartPatientExport(patientId)}
      useStatus={useStatus}
    />
  );
}
