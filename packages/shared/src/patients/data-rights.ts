import { z } from 'zod';
import '../zod-config';

/**
 * Patient data rights (issue 16 §2, GDPR access, portability and erasure): 'Exporter le dossier'
 * builds a ZIP in the background (progress on the event stream, then a signed link);
 * 'Supprimer définitivement' erases the patient after its full name is typed again.
 */
export const dataRightsMessages = {
  exportAction: 'Exporter le dossier',
  exportTitle: 'Exporter le dossier',
  exportDescription:
    'Un fichier ZIP est préparé : toutes les données du patient (patient.json), ses documents et un résumé lisible (resume.html).',
  exportPending: 'Préparation de l’export…',
  exportReady: 'L’export est prêt.',
  exportDownload: 'Télécharger l’export',
  exportFailed: 'L’export n’a pas pu être préparé. Réessayez.',
  exportExpired: 'Cet export a expiré. Lancez un nouvel export.',
  exportNotFound: 'Export introuvable',
  eraseAction: 'Supprimer définitivement',
  eraseTitle: 'Supprimer définitivement le patient',
  eraseDescription:
    'Le patient, toutes ses données (représentants, objectifs, consignes, parcours, rendez-vous, documents) et ses fichiers seront effacés. Cette action est irréversible.',
  eraseConfirmLabel: 'Saisissez le nom complet du patient pour confirmer',
  eraseConfirmationRequired: 'Saisissez le nom complet du patient pour confirmer.',
  eraseConfirmationMismatch: 'Le nom saisi ne correspond pas au nom complet du patient.',
  eraseConfirmationTooLong: 'La confirmation ne peut pas dépasser 300 caractères.',
  erased: 'Patient supprimé définitivement',
} as const;

/** An export's ZIP is kept this long, then its row and file are removed. */
export const EXPORT_TTL_HOURS = 24;
/** The download link given when an export is done. */
export const EXPORT_LINK_SECONDS = 10 * 60;
/** Live event of an export's progress (owner only): refreshes ['patient-exports', …]. */
export const EXPORT_EVENT = 'patient-exports.changed';

export const EXPORT_STATUSES = ['pending', 'running', 'done', 'failed'] as const;

export const ZPatientExport = z.object({
  id: z.uuid(),
  patientId: z.uuid(),
  status: z.enum(EXPORT_STATUSES),
  /** 0 to 100. */
  progress: z.number().int().min(0).max(100),
  errorMessage: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
  /** A signed download address while the export is done and unexpired; null otherwise. */
  downloadUrl: z.string().nullable(),
});
export type TPatientExport = z.infer<typeof ZPatientExport>;

/** The typed name: spaces trimmed and collapsed, case and accents kept apart only by case. */
export function normaliseConfirmation(value: string): string {
  return value.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('fr-FR');
}

/** What the user must type: « Prénom Nom », as the record's header shows it. */
export function erasureConfirmationOf(patient: { firstName: string; lastName: string }): string {
  return `${patient.firstName} ${patient.lastName}`;
}

export function confirmationMatches(typed: string, patient: { firstName: string; lastName: string }): boolean {
  return normaliseConfirmation(typed) === normaliseConfirmation(erasureConfirmationOf(patient));
}

export const ZPatientErasureRequest = z.object({
  confirmation: z
    .string({ error: dataRightsMessages.eraseConfirmationRequired })
    .trim()
    .min(1, { error: dataRightsMessages.eraseConfirmationRequired })
    .max(300, { error: dataRightsMessages.eraseConfirmationTooLong }),
});
export type TPatientErasureRequest = z.infer<typeof ZPatientErasureRequest>;

/**
 * 'Exporter mon compte' (issue 16 §2): the same export machinery for the account's own data —
 * profile, settings, trames, documents and every patient it owns (each as in a patient export).
 */
export const accountExportMessages = {
  action: 'Exporter mon compte',
  title: 'Exporter mon compte',
  description:
    'Un fichier ZIP est préparé : votre profil, vos paramètres, vos trames et documents (compte.json et leurs fichiers) et chacun de vos patients comme dans l’export de son dossier.',
  cardTitle: 'Mes données',
  cardDescription: 'Téléchargez toutes les données de votre compte (droit d’accès et de portabilité), ou supprimez-le.',
} as const;

/** An account export: a patient export without a patient. */
export const ZAccountExport = ZPatientExport.omit({ patientId: true });
export type TAccountExport = z.infer<typeof ZAccountExport>;

/**
 * 'Supprimer mon compte' (issue 16 §2, docs/decisions.md "Account deletion"): the account's
 * e-mail address typed again and the current password, then every row and file the account owns
 * is erased; organisations where it is the only member go with it.
 */
export const accountDeletionMessages = {
  action: 'Supprimer mon compte',
  title: 'Supprimer mon compte',
  description:
    'Votre compte, vos patients, vos documents, vos trames, vos paramètres et leurs fichiers seront effacés, ainsi que les cabinets dont vous êtes le seul membre. Cette action est irréversible.',
  emailLabel: 'Saisissez votre adresse e-mail pour confirmer',
  passwordLabel: 'Mot de passe actuel',
  emailRequired: 'Saisissez votre adresse e-mail pour confirmer.',
  emailTooLong: 'L’adresse e-mail ne peut pas dépasser 320 caractères.',
  emailMismatch: 'L’adresse saisie ne correspond pas à l’adresse e-mail du compte.',
  passwordRequired: 'Saisissez votre mot de passe actuel.',
  passwordTooLong: 'Le mot de passe ne peut pas dépasser 128 caractères.',
  passwordWrong: 'Mot de passe incorrect.',
  soleOwner: (names: readonly string[]) =>
    `Vous êtes le seul propriétaire ${names.length > 1 ? 'des cabinets' : 'du cabinet'} ${names.map((n) => `« ${n} »`).join(', ')}, qui ${names.length > 1 ? 'ont' : 'a'} d’autres membres. Transférez la propriété ou supprimez l’organisation avant de supprimer votre compte.`,
  stillReferenced:
    'Des éléments de votre compte (types de rendez-vous, trames…) sont utilisés par d’autres membres de votre cabinet : retirez-les de leurs données avant de supprimer votre compte.',
} as const;

export const ZAccountDeletionRequest = z.object({
  email: z
    .string({ error: accountDeletionMessages.emailRequired })
    .trim()
    .min(1, { error: accountDeletionMessages.emailRequired })
    .max(320, { error: accountDeletionMessages.emailTooLong }),
  password: z
    .string({ error: accountDeletionMessages.passwordRequired })
    .min(1, { error: accountDeletionMessages.passwordRequired })
    .max(128, { error: accountDeletionMessages.passwordTooLong }),
});
export type TAccountDeletionRequest = z.infer<typeof ZAccountDeletionRequest>;

/** The typed address matches the account's, whatever the case and surrounding spaces. */
export const deletionEmailMatches = (typed: string, email: string) => typed.trim().toLowerCase() === email.trim().toLowerCase();
