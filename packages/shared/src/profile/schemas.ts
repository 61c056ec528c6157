import { z } from 'zod';
import '../zod-config';
import { messages } from '../messages';
import { ZWorkingHours } from './working-hours';

const m = messages.profile;
const a = messages.auth;

export const CIVILITES = ['M.', 'Mme', 'Autre'] as const;
export const COUNTRIES = ['FR', 'BE', 'CH', 'CA'] as const;

/** Empty strings are saved as null (spec 2 §5.6). */
const emptyToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

const optionalDigits = (length: number, message: string) =>
  z.preprocess(emptyToNull, z.string().regex(new RegExp(`^\\d{${length}}$`), message).nullable());

/** Phone: spaces, dashes and dots removed, then an optional + and 6 to 15 digits. */
export function normalizePhone(value: string): string {
  return value.replace(/[\s.-]/g, '');
}
const ZPhone = z.preprocess(
  (v) => {
    const nulled = emptyToNull(v);
    return typeof nulled === 'string' ? normalizePhone(nulled) : nulled;
  },
  z.string().regex(/^\+?\d{6,15}$/, m.phoneInvalid).nullable(),
);

export const ZProfileUpdate = z.object({
  civilite: z.enum(CIVILITES, { error: (iss) => (iss.input ? m.civiliteInvalid : m.civiliteRequired) }),
  firstName: z.string({ error: a.firstNameRequired }).trim().min(1, a.firstNameRequired).max(100, a.firstNameTooLong),
  lastName: z.string({ error: a.lastNameRequired }).trim().min(1, a.lastNameRequired).max(100, a.lastNameTooLong),
  professionId: z.uuid({ error: m.professionRequired }).nullable(),
  phone: ZPhone.optional(),
  rpps: optionalDigits(11, m.rppsInvalid).optional(),
  siret: optionalDigits(14, m.siretInvalid).optional(),
  cabinetAddressLine1: z.preprocess(emptyToNull, z.string().max(200).nullable()).optional(),
  cabinetAddressLine2: z.preprocess(emptyToNull, z.string().max(200).nullable()).optional(),
  cabinetPostalCode: optionalDigits(5, m.postalCodeInvalid).optional(),
  cabinetCity: z.preprocess(emptyToNull, z.string().max(100).nullable()).optional(),
  cabinetCountry: z.enum(COUNTRIES).optional(),
});
export type TProfileUpdate = z.infer<typeof ZProfileUpdate>;

export const ZProfile = z.object({
  userId: z.uuid(),
  email: z.string(),
  fullName: z.string().nullable(),
  civilite: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  timezone: z.string(),
  language: z.string(),
  phone: z.string().nullable(),
  rpps: z.string().nullable(),
  siret: z.string().nullable(),
  professionId: z.uuid().nullable(),
  profession: z.object({ id: z.uuid(), nom: z.string() }).nullable(),
  cabinetAddressLine1: z.string().nullable(),
  cabinetAddressLine2: z.string().nullable(),
  cabinetPostalCode: z.string().nullable(),
  cabinetCity: z.string().nullable(),
  cabinetCountry: z.string(),
  workingHours: ZWorkingHours,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TProfile = z.infer<typeof ZProfile>;

export const ZMetier = z.object({ id: z.uuid(), nom: z.string() });
export type TMetier = z.infer<typeof ZMetier>;
