/** Field rules shared by the patient area's schemas: trimming, optional text, dates, phones, e-mail, SSN. */
import { z } from 'zod';
import '../zod-config';
import { patientMessages } from './constants';

export const trimmed = (v: unknown) => (typeof v === 'string' ? v.trim() : v);
export const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : trimmed(v));
/** Optional text: trimmed, '' → absent (spec 1 §5: empty optional ones are omitted). */
export const optionalText = (max: number, message?: string) =>
  z.preprocess(emptyToUndefined, z.string().max(max, message).optional());

export const EMAIL_PATTERN = /^\S+@\S+\.\S+$/;
/** Wizard phone: spaces removed, optional leading + then 6 to 15 digits. */
export const WIZARD_PHONE_PATTERN = /^\+?\d{6,15}$/;
/** Representative phone: optional + then 6 to 15 of digits, spaces, hyphens or dots. */
export const REPRESENTATIVE_PHONE_PATTERN = /^\+?[\d\s.-]{6,15}$/;
export const SSN_PATTERN = /^\d{13,15}$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar date 'YYYY-MM-DD' (31/02 is refused). */
export function isRealIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

export const ZIsoDate = (message: string) =>
  z.string({ error: message }).trim().min(1, message).refine(isRealIsoDate, patientMessages.birthDateInvalid);

export const ZBirthDate = ZIsoDate(patientMessages.birthDateRequired).refine(
  (v) => v >= '1900-01-01' && v <= new Date().toISOString().slice(0, 10),
  patientMessages.birthDateInvalid,
);

export const ZWizardPhone = z.preprocess(
  (v) => (typeof v === 'string' ? (v.replace(/\s/g, '') === '' ? undefined : v.replace(/\s/g, '')) : v),
  z.string().regex(WIZARD_PHONE_PATTERN, patientMessages.phoneInvalid).optional(),
);
export const ZSsn = z.preprocess(
  (v) => (typeof v === 'string' ? (v.replace(/\s/g, '') === '' ? undefined : v.replace(/\s/g, '')) : v),
  z.string().regex(SSN_PATTERN, patientMessages.ssnInvalid).optional(),
);
export const ZOptionalEmail = z.preprocess(emptyToUndefined, z.string().regex(EMAIL_PATTERN, patientMessages.emailInvalid).optional());
export const ZOptionalUuid = z.preprocess((v) => (v === '' ? null : v), z.uuid({ error: 'Identifiant invalide' }).nullable().optional());
