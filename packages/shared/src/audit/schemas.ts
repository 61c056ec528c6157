import { z } from 'zod';
import '../zod-config';
import { isRealIsoDate } from '../patients/schemas';

/**
 * The audit trail (issue 16 §1): who did what to which patient data, when and from where — never
 * any field value. Actions are a closed list so that the journal can name them in French.
 */
export const AUDIT_ACTIONS = [
  'patient.read',
  'patient.create',
  'patient.update',
  'patient.delete',
  'representative.create',
  'representative.update',
  'representative.delete',
  'goal.create',
  'goal.update',
  'goal.delete',
  'instruction.create',
  'instruction.update',
  'instruction.delete',
  'parcours.update',
  'document.read',
  'document.download',
  'document.create',
  'document.delete',
  'patient.import',
  'user-document.download',
  'trame-document.download',
  'export',
  'erasure',
  'assistant.call',
] as const;
export type TAuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_ACTION_LABELS: Record<TAuditAction, string> = {
  'patient.read': 'Dossier consulté',
  'patient.create': 'Patient créé',
  'patient.update': 'Dossier modifié',
  'patient.delete': 'Patient supprimé',
  'representative.create': 'Représentant ajouté',
  'representative.update': 'Représentant modifié',
  'representative.delete': 'Représentant supprimé',
  'goal.create': 'Objectif ajouté',
  'goal.update': 'Objectif modifié',
  'goal.delete': 'Objectif supprimé',
  'instruction.create': 'Consigne ajoutée',
  'instruction.update': 'Consigne modifiée',
  'instruction.delete': 'Consigne supprimée',
  'parcours.update': 'Parcours modifié',
  'document.read': 'Document consulté',
  'document.download': 'Document téléchargé',
  'document.create': 'Document ajouté',
  'document.delete': 'Document supprimé',
  'patient.import': 'Patients importés',
  'user-document.download': 'Document de l’espace téléchargé',
  'trame-document.download': 'Document de trame téléchargé',
  export: 'Dossier exporté',
  erasure: 'Dossier effacé',
  'assistant.call': 'Appel à l’assistant',
};

export const AUDIT_PAGE_SIZE = 20;
export const AUDIT_PAGE_SIZE_MAX = 100;
export const AUDIT_RETENTION_DAYS_DEFAULT = 365;

export const auditMessages = {
  pageInvalid: 'Page invalide',
  pageSizeInvalid: 'Taille de page invalide',
  fromInvalid: 'Date de début invalide',
  toInvalid: 'Date de fin invalide',
  rangeInvalid: 'La date de fin doit suivre la date de début',
  patientInvalid: 'Patient invalide',
  empty: 'Aucun accès enregistré',
} as const;

const ZDateBound = (message: string) => z.string({ error: message }).refine(isRealIsoDate, message).optional();

const ZAuditQueryBase = z.object({
  /** Calendar days (YYYY-MM-DD) where the practitioner works, both included. */
  from: ZDateBound(auditMessages.fromInvalid),
  to: ZDateBound(auditMessages.toInvalid),
  page: z.coerce.number({ error: auditMessages.pageInvalid }).int(auditMessages.pageInvalid).min(1, auditMessages.pageInvalid).default(1),
  pageSize: z.coerce
    .number({ error: auditMessages.pageSizeInvalid })
    .int(auditMessages.pageSizeInvalid)
    .min(1, auditMessages.pageSizeInvalid)
    .max(AUDIT_PAGE_SIZE_MAX, auditMessages.pageSizeInvalid)
    .default(AUDIT_PAGE_SIZE),
});

const rangeOk = (q: { from?: string | undefined; to?: string | undefined }) => !q.from || !q.to || q.from <= q.to;

/** GET /patients/{id}/audit?from&to&page&pageSize. */
export const ZPatientAuditQuery = ZAuditQueryBase.refine(rangeOk, { message: auditMessages.rangeInvalid, path: ['to'] });
export type TPatientAuditQuery = z.input<typeof ZPatientAuditQuery>;

/** GET /audit/me?from&to&patientId&page&pageSize. */
export const ZMyAuditQuery = ZAuditQueryBase.extend({
  patientId: z.uuid({ error: auditMessages.patientInvalid }).optional(),
}).refine(rangeOk, { message: auditMessages.rangeInvalid, path: ['to'] });
export type TMyAuditQuery = z.input<typeof ZMyAuditQuery>;

export const ZAuditEvent = z.object({
  id: z.uuid(),
  createdAt: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  userId: z.uuid(),
  /** The user's display name (null once the account is gone). */
  userName: z.string().nullable(),
  patientId: z.uuid().nullable(),
  /** The patient's name when the patient is in the caller's active space. */
  patientName: z.string().nullable(),
  objectType: z.string(),
  objectId: z.string().nullable(),
  ip: z.string().nullable(),
});
export type TAuditEvent = z.infer<typeof ZAuditEvent>;

export const ZAuditEventList = z.object({ items: z.array(ZAuditEvent), total: z.number(), page: z.number(), pageSize: z.number() });
export type TAuditEventList = z.infer<typeof ZAuditEventList>;
