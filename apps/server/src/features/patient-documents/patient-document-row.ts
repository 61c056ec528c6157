import { ZPatientDocument, type TPatientDocument } from '@praxis/shared/patients/schemas';
import { patientDocuments } from '../../db/schema';

/** The columns a response shows; the storage path stays on the server. */
export const patientDocumentColumns = {
  id: patientDocuments.id,
  patientId: patientDocuments.patientId,
  fileName: patientDocuments.fileName,
  fileType: patientDocuments.fileType,
  mimeType: patientDocuments.mimeType,
  sizeBytes: patientDocuments.sizeBytes,
  summary: patientDocuments.summary,
  source: patientDocuments.source,
  uploadedAt: patientDocuments.uploadedAt,
};

type Row = Pick<typeof patientDocuments.$inferSelect, keyof typeof patientDocumentColumns>;

export function toPatientDocument(row: Row): TPatientDocument {
  // The table's CHECK constraint holds the four types; parsing states it to the compiler.
  return { ...row, fileType: ZPatientDocument.shape.fileType.parse(row.fileType), uploadedAt: row.uploadedAt.toISOString() };
}
