import { PATIENT_DOCUMENT_EXTENSIONS, PATIENT_DOCUMENT_MAX_FILES, documentMessages } from '@praxis/shared/patients/constants';
import { FILE_MAX_BYTES } from '@praxis/shared/settings/schemas';
import { isPatientId } from './patient-id';

export type PickedFile = { name: string; size: number };

/** The `accept` attribute of the picker: the four types of the patient upload. */
export const DOCUMENT_ACCEPT = PATIENT_DOCUMENT_EXTENSIONS.map((e) => `.${e}`).join(',');

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot <= 0 ? '' : name.slice(dot + 1).toLowerCase();
}

const isSameFile = (a: PickedFile, b: PickedFile) => a.name === b.name && a.size === b.size;

/** The problem of one file on its own (size, then type), or null. */
export function checkDocumentFile(file: PickedFile): string | null {
  if (file.size > FILE_MAX_BYTES) return documentMessages.tooLarge;
  const extension = extensionOf(file.name);
  if (!PATIENT_DOCUMENT_EXTENSIONS.some((e) => e === extension)) return documentMessages.badType;
  return null;
}

/**
 * Spec 1 §5, checked before sending, in the spec's order: at least one file, a valid patient id,
 * at most 10 files, no duplicate (same name and size), 15 Mo at most, an allowed type.
 * Returns the first problem, or null.
 */
export function validateDocumentUpload(
  patientId: string,
  files: readonly PickedFile[],
): string | null {
  if (files.length === 0) return documentMessages.noFile;
  if (!isPatientId(patientId)) return documentMessages.badPatientId;
  if (files.length > PATIENT_DOCUMENT_MAX_FILES) return documentMessages.tooMany;
  for (const [index, file] of files.entries()) {
    if (files.slice(0, index).some((earlier) => isSameFile(earlier, file))) {
      return documentMessages.duplicate(file.name);
    }
  }
  for (const file of files) {
    const problem = checkDocumentFile(file);
    if (problem) return problem;
  }
  return null;
}

/**
 * Adds the files just picked to the selection: each one is kept unless it is a duplicate, too
 * large, of another type or beyond the 10-file limit. Returns the new selection and the messages
 * of the files left out, in order, each message once.
 */
export function addToSelection<T extends PickedFile>(
  selection: readonly T[],
  picked: readonly T[],
): { files: T[]; errors: string[] } {
  const files = [...selection];
  const errors: string[] = [];
  const report = (message: string) => {
    if (!errors.includes(message)) errors.push(message);
  };
  for (const file of picked) {
    if (files.some((kept) => isSameFile(kept, file))) {
      report(documentMessages.duplicate(file.name));
      continue;
    }
    const problem = checkDocumentFile(file);
    if (problem) {
      report(problem);
      continue;
    }
    if (files.length >= PATIENT_DOCUMENT_MAX_FILES) {
      report(documentMessages.tooMany);
      continue;
    }
    files.push(file);
  }
  return { files, errors };
}
