/**
 * Contract of the patient area (spec 1 §2–§9). JSON fields are camelCase; dates of birth and
 * target dates are 'YYYY-MM-DD'; instants are ISO 8601 with offset; ids are UUIDs. Messages are
 * the spec's, verbatim. The same schemas validate the forms (web) and the requests (server).
 * One module per part; this one gathers them for the features that import the whole contract.
 */
export * from './constants';
export { EMAIL_PATTERN, WIZARD_PHONE_PATTERN, REPRESENTATIVE_PHONE_PATTERN, SSN_PATTERN, isRealIsoDate } from './field-rules';
export * from './patient-schemas';
export * from './care-schemas';
export * from './document-schemas';

// ---------- Server answers of the patient area (not in the spec's catalogue) ----------
export const patientApiMessages = {
  reasonNotFound: 'Motif de consultation introuvable',
  representativeNotFound: 'Représentant non trouvé',
  goalNotFound: 'Objectif non trouvé',
  instructionNotFound: 'Instruction non trouvée',
  parcoursConflict: 'Le parcours vient d’être modifié par ailleurs. Rechargez la page puis réessayez.',
} as const;
