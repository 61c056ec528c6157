import { documentMessages } from '@praxis/shared/patients/constants';
import { ApiError } from '@/lib/api-client';

/** A 404 means the document (or the patient) is gone; anything else, no link could be made. */
export function linkErrorMessage(error: unknown, purpose: 'view' | 'download'): string {
  if (error instanceof ApiError && error.status === 404) return documentMessages.notFound;
  return purpose === 'view' ? documentMessages.viewUrlFailed : documentMessages.downloadUrlFailed;
}
