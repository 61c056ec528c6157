import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { useImportWizard } from '../hooks/use-import-wizard';
import { ImportProgressStep } from './import-progress-step';
import { ImportResultsStep } from './import-results-step';
import { ImportStepsIndicator } from './import-steps-indicator';
import { ImportUploadStep } from './import-upload-step';
import { ImportValidateStep } from './import-validate-step';

type ImportPatientsDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

/** 'Importer des patients' (spec 1 §2): upload, validate, import, results. */
export function ImportPatientsDialog({ open, onOpenChange }: ImportPatientsDialogProps) {
  const wizard = useImportWizard();
  const { state } = wizard;

  const onClose = () => {
    onOpenChange(false);
    wizard.reset();
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        // While a file is being sent, closing would hide the outcome of a write in progress.
        if (!next && wizard.isBusy) return;
        if (next) onOpenChange(true);
        else onClose();
      }}
    >
      <DialogContent className="max-h-[calc(100dvh-2rem)] max-w-2xl overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Importer des patients</DialogTitle>
          <DialogDescription>
            Ajoutez plusieurs patients à partir d'un fichier CSV (séparateur point-virgule).
          </DialogDescription>
        </DialogHeader>
        <ImportStepsIndicator current={state.step} />
        {state.step === 'upload' ? (
          <ImportUploadStep
            error={state.error}
            isAnalyzing={state.isAnalyzing}
            progress={state.progress}
            onPick={wizard.onPick}
          />
        ) : null}
        {state.step === 'validate' ? (
          <ImportValidateStep
            fileName={state.file.name}
            analysis={state.analysis}
            error={state.error}
            onBack={wizard.onBack}
            onImport={wizard.onImport}
          />
        ) : null}
        {state.step === 'import' ? (
          <ImportProgressStep count={state.analysis.validCount} progress={state.progress} />
        ) : null}
        {state.step === 'results' ? (
          <ImportResultsStep result={state.result} onFinish={onClose} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
