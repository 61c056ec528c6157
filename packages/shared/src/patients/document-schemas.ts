/** The record's documents and the CSV import (spec 1 §9). */
import { z } from 'zod';
import '../zod-config';
import { DOCUMENTS_PAGE_SIZE, PATIENT_DOCUMENT_EXTENSIONS } from './constants';

// ---------- Documents ----------
export const ZPatientDocumentQuery = z.object({
  search: z.string().max(200, 'Recherche trop longue').optional(),
  fileType: z.enum(['all', ...PATIENT_DOCUMENT_EXTENSIONS], { error: 'Type de fichier invalide' }).default('all'),
  page: z.coerce.number({ error: 'Page invalide' }).int('Page invalide').min(1, 'Page invalide').default(1),
  pageSize: z.coerce.number({ error: 'Taille de page invalide' }).int('Taille de page invalide').min(1, 'Taille de page invalide').max(100, 'Taille de page invalide').default(DOCUMENTS_PAGE_SIZE),
});
export type TPatientDocumentQuery = z.input<typeof ZPatientDocumentQuery>;
export const ZPatientDocument = z.object({
  id: z.uuid(),
  patientId: z.uuid(),
  fileName: z.string(),
  fileType: z.enum(PATIENT_DOCUMENT_EXTENSIONS),
  mimeType: z.string(),
  sizeBytes: z.number(),
  summary: z.string().nullable(),
  source: z.string(),
  uploadedAt: z.string(),
});
export type TPatientDocument = z.infer<typeof ZPatientDocument>;
export const ZPatientDocumentList = z.object({ items: z.array(ZPatientDocument), total: z.number(), page: z.number(), pageSize: z.number() });
/**
 * POST /patients/{id}/documents (multipart, one or more `files` parts): one result per file, in
 * order. A failed file never leaves a stored object or a row behind.
 */
export const ZDocumentUploadResult = z.object({
  fileName: z.string(),
  success: z.boolean(),
  document: ZPatientDocument.optional(),
  error: z.string().optional(),
});
export const ZDocumentUploadResponse = z.object({
  results: z.array(ZDocumentUploadResult),
  successCount: z.number(),
  failureCount: z.number(),
});
export type TDocumentUploadResponse = z.infer<typeof ZDocumentUploadResponse>;
/** GET /patients/{id}/documents/{docId}/link?purpose=view|download → a signed same-origin address. */
export const ZDocumentLinkQuery = z.object({ purpose: z.enum(['view', 'download'], { error: 'Usage invalide' }).default('view') });
export const ZDocumentLink = z.object({ url: z.string(), expiresAt: z.string() });

// ---------- CSV import ----------
export const ZImportRowIssue = z.object({
  /** 1-based data row number (after the header, comment and blank lines skipped). */
  index: z.number(),
  patientName: z.string(),
  errors: z.array(z.string()),
  warnings: z.array(z.string()),
});
export type TImportRowIssue = z.infer<typeof ZImportRowIssue>;
export const ZImportPreviewPatient = z.object({
  index: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  dateOfBirth: z.string(),
  civilite: z.string(),
  gender: z.string(),
  warnings: z.array(z.string()),
});
/**
 * POST /patients/import/analysis (multipart `file`): nothing written. A file-level problem
 * (not CSV, too short, missing columns, no valid row…) answers 422 with its message instead.
 */
export const ZImportAnalysis = z.object({
  template: z.enum(['simple', 'full']),
  totalRows: z.number(),
  validCount: z.number(),
  invalidCount: z.number(),
  warningCount: z.number(),
  preview: z.array(ZImportPreviewPatient),
  /** Every row with an error or a warning. */
  issues: z.array(ZImportRowIssue),
});
export type TImportAnalysis = z.infer<typeof ZImportAnalysis>;
/** POST /patients/import (multipart `file`): valid rows inserted in one transaction. */
export const ZImportResult = z.object({
  success: z.boolean(),
  createdCount: z.number(),
  failedCount: z.number(),
  results: z.array(
    z.object({
      index: z.number(),
      patientName: z.string(),
      success: z.boolean(),
      patientId: z.uuid().optional(),
      warnings: z.array(z.string()),
      error: z.string().optional(),
    }),
  ),
});
export type TImportResult = z.infer<typeof ZImportResult>;
