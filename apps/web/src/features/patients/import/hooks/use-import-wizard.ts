import { useState } from 'react';
import { toast } from '@/lib/toast';
import type { TImportAnalysis, TImportResult } from '@praxis/shared/patients/schemas';
import type { UploadProgress } from '@/lib/upload-request';
import { useAnalyzePatientImport } from '../../api/analyze-patient-import';
import { useImportPatients } from '../../api/import-patients';
import { checkImportFile, importErrorMessage, importResultToasts } from '../lib/import-file';

export type TImportState =
  | { step: 'upload'; error: string | null; progress: UploadProgress | null; isAnalyzing: boolean }
  | { step: 'validate'; file: File; analysis: TImportAnalysis; error: string | null }
  | { step: 'import'; file: File; analysis: TImportAnalysis; progress: UploadProgress | null }
  | { step: 'results'; result: TImportResult };

type TUploadState = Extract<TImportState, { step: 'upload' }>;

const INITIAL: TUploadState = { step: 'upload', error: null, progress: null, isAnalyzing: false };

/**
 * The four steps of 'Importer des patients' (spec 1 §2): upload → validate → import → results.
 * The same file is sent twice: once to be analysed (nothing written), once to be imported.
 */
export function useImportWizard() {
  const [state, setState] = useState<TImportState>(INITIAL);
  const analyze = useAnalyzePatientImport();
  const importMutation = useImportPatients();

  const onPick = async (file: File) => {
    const problem = checkImportFile(file);
    if (problem) {
      setState({ ...INITIAL, error: problem });
      return;
    }
    setState({ ...INITIAL, isAnalyzing: true });
    try {
      const analysis = await analyze.mutateAsync({
        file,
        onProgress: (progress) =>
          setState((s) => (s.step === 'upload' && s.isAnalyzing ? { ...s, progress } : s)),
      });
      setState({ step: 'validate', file, analysis, error: null });
    } catch (error) {
      setState({ ...INITIAL, error: importErrorMessage(error) });
    }
  };

  const onImport = async () => {
    if (state.step !== 'validate') return;
    const { file, analysis } = state;
    setState({ step: 'import', file, analysis, progress: null });
    try {
      const result = await importMutation.mutateAsync({
        file,
        onProgress: (progress) => setState((s) => (s.step === 'import' ? { ...s, progress } : s)),
      });
      for (const t of importResultToasts(result)) {
        if (t.kind === 'success') toast.success(t.message);
        else toast.error(t.message);
      }
      setState({ step: 'results', result });
    } catch (error) {
      const message = importErrorMessage(error);
      toast.error(message);
      setState({ step: 'validate', file, analysis, error: message });
    }
  };

  const isBusy = state.step === 'import' || (state.step === 'upload' && state.isAnalyzing);

  return {
    state,
    isBusy,
    onPick: (file: File) => void onPick(file),
    onImport: () => void onImport(),
    onBack: () => setState(INITIAL),
    reset: () => setState(INITIAL),
  };
}
