/** The patient: wizard tabs, record edit, creation, reads, list and their appointments (spec 1 §2–§5). */
import { z } from 'zod';
import '../zod-config';
import { NAME_MAX, PRESCRIBER_MAX, PATIENT_LIST_PAGE_SIZE, PATIENT_LIST_PAGE_SIZE_MAX, CIVILITES, GENDERS, FAMILY_STATUSES, PATIENT_STATUSES, PARCOURS, BILAN_STATUSES, patientMessages } from './constants';
import { ZGoalInput, ZRepresentativeInput } from './care-schemas';
import { emptyToUndefined, optionalText, ZBirthDate, ZWizardPhone, ZSsn, ZOptionalEmail, ZOptionalUuid, isRealIsoDate } from './field-rules';

// ---------- Patient (wizard tabs and record edit) ----------
export const ZPatientIdentity = z.object({
  firstName: z.string({ error: patientMessages.firstNameRequired }).trim().min(1, patientMessages.firstNameRequired).max(NAME_MAX, patientMessages.firstNameTooLong),
  lastName: z.string({ error: patientMessages.lastNameRequired }).trim().min(1, patientMessages.lastNameRequired).max(NAME_MAX, patientMessages.nameTooLong),
  dateOfBirth: ZBirthDate,
  civilite: z.enum(CIVILITES, { error: patientMessages.civiliteRequired }),
  gender: z.enum(GENDERS, { error: patientMessages.genderRequired }),
  familyStatus: z.preprocess(emptyToUndefined, z.enum(FAMILY_STATUSES, { error: 'Situation familiale invalide' }).optional()),
  profession: optionalText(200),
  schoolName: optionalText(200),
  schoolLevel: optionalText(100),
  /** Shown for minors only (the form drops it for adults). */
  schoolClass: optionalText(100),
});

export const ZPatientContact = z.object({
  email: ZOptionalEmail,
  phoneNumber: ZWizardPhone,
  addressNumber: optionalText(20),
  addressStreet: optionalText(200),
  addressComplement: optionalText(200),
  postalCode: optionalText(20),
  city: optionalText(120),
});

export const ZPatientMedical = z.object({
  consultationReasonId: ZOptionalUuid,
  prescriber: optionalText(PRESCRIBER_MAX, patientMessages.prescriberTooLong),
  socialSecurityNumber: ZSsn,
  insurance: optionalText(200),
  anamnesis: optionalText(10_000),
  notes: optionalText(10_000),
  followupStartedAt: z.preprocess(emptyToUndefined, z.string().refine(isRealIsoDate, 'Date invalide').optional()),
});

export const ZPatientFields = ZPatientIdentity.extend(ZPatientContact.shape).extend(ZPatientMedical.shape);
export type TPatientFields = z.infer<typeof ZPatientFields>;

/**
 * PATCH /patients/{id}: any subset. A field sent as null is cleared; a field left out is kept.
 * The server recomputes is_major whenever dateOfBirth changes.
 */
const clearable = <T extends z.ZodType>(field: T) => field.nullable().optional();
const F = ZPatientFields.shape;
export const ZPatientPatch = ZPatientFields.partial().extend({
  status: z.enum(PATIENT_STATUSES, { error: 'Statut invalide' }).optional(),
  // Optional fields accept null, so that emptying one in the edit form clears it.
  familyStatus: clearable(F.familyStatus),
  profession: clearable(F.profession),
  schoolName: clearable(F.schoolName),
  schoolLevel: clearable(F.schoolLevel),
  schoolClass: clearable(F.schoolClass),
  email: clearable(F.email),
  phoneNumber: clearable(F.phoneNumber),
  addressNumber: clearable(F.addressNumber),
  addressStreet: clearable(F.addressStreet),
  addressComplement: clearable(F.addressComplement),
  postalCode: clearable(F.postalCode),
  city: clearable(F.city),
  prescriber: clearable(F.prescriber),
  socialSecurityNumber: clearable(F.socialSecurityNumber),
  insurance: clearable(F.insurance),
  anamnesis: clearable(F.anamnesis),
  notes: clearable(F.notes),
  followupStartedAt: clearable(F.followupStartedAt),
});
export type TPatientPatch = z.infer<typeof ZPatientPatch>;

// ---------- Creation (wizard): one transaction on the server ----------
export const ZPatientCreateRequest = z.object({
  patient: ZPatientFields,
  representatives: z.array(ZRepresentativeInput).max(10, 'Pas plus de 10 représentants').default([]),
  goals: z.array(ZGoalInput).max(50, 'Pas plus de 50 objectifs').default([]),
  parcours: z.enum(PARCOURS, { error: 'Parcours invalide' }).default('none'),
});
export type TPatientCreateRequest = z.input<typeof ZPatientCreateRequest>;

// ---------- Reads ----------
export const ZReasonRef = z.object({ id: z.uuid(), label: z.string() });

export const ZPatient = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  dateOfBirth: z.string(),
  civilite: z.string(),
  gender: z.string(),
  isMajor: z.boolean(),
  status: z.string(),
  schoolName: z.string().nullable(),
  schoolLevel: z.string().nullable(),
  schoolClass: z.string().nullable(),
  familyStatus: z.string().nullable(),
  profession: z.string().nullable(),
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  addressNumber: z.string().nullable(),
  addressStreet: z.string().nullable(),
  addressComplement: z.string().nullable(),
  postalCode: z.string().nullable(),
  city: z.string().nullable(),
  consultationReason: ZReasonRef.nullable(),
  prescriber: z.string().nullable(),
  socialSecurityNumber: z.string().nullable(),
  insurance: z.string().nullable(),
  anamnesis: z.string().nullable(),
  notes: z.string().nullable(),
  followupStartedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TPatient = z.infer<typeof ZPatient>;

/** GET /patients?search&bilanStatus&hasNextAppointment&page&pageSize, ordered by last then first name. */
export const ZPatientListQuery = z.object({
  search: z.string().max(200, 'Recherche trop longue').optional(),
  bilanStatus: z.enum(['all', ...BILAN_STATUSES], { error: 'Filtre de bilan invalide' }).default('all'),
  hasNextAppointment: z.enum(['all', 'yes', 'no'], { error: 'Filtre de rendez-vous invalide' }).default('all'),
  page: z.coerce.number({ error: 'Page invalide' }).int('Page invalide').min(1, 'Page invalide').default(1),
  pageSize: z.coerce.number({ error: 'Taille de page invalide' }).int('Taille de page invalide').min(1, 'Taille de page invalide').max(PATIENT_LIST_PAGE_SIZE_MAX, 'Taille de page invalide').default(PATIENT_LIST_PAGE_SIZE),
});
export type TPatientListQuery = z.input<typeof ZPatientListQuery>;

export const ZPatientListItem = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  dateOfBirth: z.string(),
  civilite: z.string(),
  gender: z.string(),
  consultationReason: ZReasonRef.nullable(),
  /** End of the latest past non-cancelled event, or null. */
  lastAppointment: z.string().nullable(),
  /** Start of the earliest future non-cancelled event, or null. */
  nextAppointment: z.string().nullable(),
  bilanStatus: z.enum(BILAN_STATUSES),
});
export type TPatientListItem = z.infer<typeof ZPatientListItem>;
export const ZPatientList = z.object({ items: z.array(ZPatientListItem), total: z.number(), page: z.number(), pageSize: z.number() });
export type TPatientList = z.infer<typeof ZPatientList>;

/** GET /patients/{id}/appointments: 5 upcoming (ascending) and 5 past (descending). */
export const ZPatientAppointment = z.object({
  id: z.uuid(),
  startsAt: z.string(),
  endsAt: z.string(),
  status: z.string(),
  location: z.string().nullable(),
  attendanceStatus: z.string().nullable(),
  notes: z.string().nullable(),
  appointmentType: z.object({ id: z.uuid(), name: z.string() }).nullable(),
});
export type TPatientAppointment = z.infer<typeof ZPatientAppointment>;
export const ZPatientAppointments = z.object({ upcoming: z.array(ZPatientAppointment), past: z.array(ZPatientAppointment) });
export type TPatientAppointments = z.infer<typeof ZPatientAppointments>;
