import { z } from 'zod';
import '../zod-config';
import { PATIENT_SEARCH_MIN } from './schemas';

/**
 * Patient lookup (spec 3 §3, §7): the light search of pickers — the agenda's appointment dialog
 * and the assistants' patient mode. Every word of `q` must be found in the first or last name
 * (accents and case ignored); at most 10 patients, by last then first name.
 */
export const PATIENT_LOOKUP_LIMIT = 10;
/** Spec 3 §9: lookups are cached 5 minutes. */
export const PATIENT_LOOKUP_STALE_MS = 5 * 60_000;
/** Keystrokes are sent 250 ms after the last one. */
export const PATIENT_LOOKUP_DEBOUNCE_MS = 250;

export const ZPatientLookupQuery = z.object({
  q: z.string({ error: 'Recherche invalide' }).max(200, 'Recherche trop longue').default(''),
});

export const ZPatientLookupItem = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  dateOfBirth: z.string(),
  civilite: z.string(),
  gender: z.string(),
  isMajor: z.boolean(),
  consultationReason: z.object({ id: z.uuid(), label: z.string() }).nullable(),
});
export type TPatientLookupItem = z.infer<typeof ZPatientLookupItem>;

export const ZPatientLookup = z.object({ items: z.array(ZPatientLookupItem) });
export type TPatientLookup = z.infer<typeof ZPatientLookup>;

/** Whether a typed text is long enough to be looked up (2 characters, spaces aside). */
export function isLookupTerm(q: string): boolean {
  return q.trim().length >= PATIENT_SEARCH_MIN;
}
