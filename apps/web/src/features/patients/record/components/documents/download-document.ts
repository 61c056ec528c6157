import { toast } from '@/lib/toast';
import { documentMessages } from '@praxis/shared/patients/constants';
import type { TPatientDocument } from '@praxis/shared/patients/schemas';
import { getPatientDocumentLink } from '../../../api/patient-documents';
import { linkErrorMessage } from '../../lib/document-errors';

/**
 * Spec 1 §7: a 60-second signed address, then the file is fetched and saved under its name.
 * Fetching first (rather than following the link) lets a failure be told to the user.
 */
export async function downloadDocument(
  patientId: string,
  document: TPatientDocument,
): Promise<void> {
  let url: string;
  try {
    url = (await getPatientDocumentLink(patientId, document.id, 'download')).url;
  } catch (error) {
    toast.error(linkErrorMessage(error, 'download'));
    return;
  }
  try {
    const response = await fetch(url, { credentials: 'include' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const blob = await response.blob();
    const objectUrl = URL.createObjectURL(blob);
    const anchor = window.document.createElement('a');
    anchor.href = objectUrl;
    anchor.download = document.fileName;
    anchor.rel = 'noopener';
    window.document.body.append(anchor);
    anchor.click();
    anchor.remove();
    // Give the browser time to start writing the file before the address is released.
    setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000);
    toast.success(documentMessages.downloadStarted);
  } catch {
    toast.error(documentMessages.downloadFailed);
  }
}
