import { useMutation } from '@tanstack/react-query';
import type { TImportAnalysis } from '@praxis/shared/patients/schemas';
import { uploadRequest, type UploadProgress } from '@/lib/upload-request';

type AnalyzeArgs = { file: File; onProgress?: (progress: UploadProgress) => void };

/** POST /patients/import/analysis: reads the CSV and reports, writes nothing. */
export function analyzePatientImport({ file, onProgress }: AnalyzeArgs): Promise<TImportAnalysis> {
  const body = new FormData();
  body.set('file', file);
  return uploadRequest<TImportAnalysis>('/api/v1/patients/import/analysis', body, onProgress);
}

export function useAnalyzePatientImport() {
  return useMutation({ mutationFn: analyzePatientImport, retry: false });
}
