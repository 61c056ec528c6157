import { columnLabel, maxLengthOf, type TImportField, type TImportTemplate } from './csv-columns';
import { foldForSearch, isMajorOn } from './rules';
import {
  CIVILITES,
  EMAIL_PATTERN,
  GENDERS,
  importMessages,
  isRealIsoDate,
  patientMessages,
  REPRESENTATIVE_PHONE_PATTERN,
  WIZARD_PHONE_PATTERN,
} from './schemas';

/**
 * Validation of one CSV data row (spec 1 §5 "CSV file"): critical errors reject the row,
 * warnings keep it (the faulty optional field is dropped). Pure: the caller gives today's date
 * and the scope's active consultation reasons.
 */
export type TImportCells = Partial<Record<TImportField, string>>;

export type TImportParent = { firstName: string; lastName: string; phone: string | null; email: string | null };

/** A valid row, ready to insert. */
export type TImportPatient = {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  civilite: (typeof CIVILITES)[number];
  gender: (typeof GENDERS)[number];
  email: string | null;
  phoneNumber: string | null;
  addressNumber: string | null;
  addressStreet: string | null;
  addressComplement: string | null;
  postalCode: string | null;
  city: string | null;
  schoolClass: string | null;
  profession: string | null;
  prescriber: string | null;
  notes: string | null;
  followupStartedAt: string | null;
  consultationReasonId: string | null;
  parent: TImportParent | null;
};

export type TImportRow = {
  /** 1-based data row number. */
  index: number;
  /** 'Prénom Nom' as typed. */
  patientName: string;
  errors: string[];
  warnings: string[];
  /** Null when the row has an error. */
  patient: TImportPatient | null;
};

export type TImportContext = {
  /** Today's date 'YYYY-MM-DD' in the practice's time zone. */
  today: string;
  /** The scope's active consultation reasons, newest first (the first match wins). */
  reasons: readonly { id: string; label: string }[];
  /** Whether the scope already holds a patient of that name born that day (warning only). */
  patientExists?: (firstName: string, lastName: string, dateOfBirth: string) => boolean;
};

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** Excel in French saves the dates of a cell as JJ/MM/AAAA: read as the same day (decisions.md). */
const FRENCH_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
/** Spec 1 §5: digits, spaces, + - . and parentheses, 6 to 20 characters. */
const LENIENT_PHONE = /^[\d\s+\-.()]{6,20}$/;

type DateParse = { ok: true; iso: string } | { ok: false; reason: 'format' | 'invalid' };

/** 'YYYY-MM-DD' (or JJ/MM/AAAA) → the ISO date, or why not. */
export function parseImportDate(value: string): DateParse {
  let iso: string | null = null;
  if (ISO_DATE.test(value)) iso = value;
  const french = FRENCH_DATE.exec(value);
  if (french) iso = `${french[3]}-${french[2]?.padStart(2, '0')}-${french[1]?.padStart(2, '0')}`;
  if (!iso) return { ok: false, reason: 'format' };
  return isRealIsoDate(iso) ? { ok: true, iso } : { ok: false, reason: 'invalid' };
}

const canonical = <T extends string>(values: readonly T[]) => {
  const byFolded = new Map(values.map((v) => [foldForSearch(v).replace(/\.$/, ''), v] as const));
  return (value: string): T | undefined => byFolded.get(foldForSearch(value).replace(/\.$/, ''));
};
/** 'M', 'm.', 'MME', 'autre' are accepted; the spec's set of values is kept. */
export const matchCivilite = canonical(CIVILITES);
/** 'feminin', 'FÉMININ', 'masculin' are accepted. */
export const matchGender = canonical(GENDERS);

export type PhoneCheck = { kind: 'valid' | 'unusual'; value: string } | { kind: 'invalid' };

/** Patient phone: the wizard's rule (spaces removed) is valid; the spec's lenient set is unusual. */
function checkPatientPhone(raw: string): PhoneCheck {
  const compact = raw.replace(/\s/g, '');
  if (WIZARD_PHONE_PATTERN.test(compact)) return { kind: 'valid', value: compact };
  return LENIENT_PHONE.test(raw) ? { kind: 'unusual', value: raw } : { kind: 'invalid' };
}

/** Parent phone: the representative rule is valid (kept as typed); the lenient set is unusual. */
function checkParentPhone(raw: string): PhoneCheck {
  if (REPRESENTATIVE_PHONE_PATTERN.test(raw)) return { kind: 'valid', value: raw };
  return LENIENT_PHONE.test(raw) ? { kind: 'unusual', value: raw } : { kind: 'invalid' };
}

/** Case-insensitive label lookup over the active reasons (spec 1 §5). */
export function reasonMatcher(reasons: TImportContext['reasons']): (label: string) => string | undefined {
  const byLabel = new Map<string, string>();
  for (const reason of reasons) {
    const key = reason.label.trim().replace(/\s+/g, ' ').toLocaleLowerCase('fr');
    if (!byLabel.has(key)) byLabel.set(key, reason.id);
  }
  return (label) => byLabel.get(label.trim().replace(/\s+/g, ' ').toLocaleLowerCase('fr'));
}

type RowContext = Omit<TImportContext, 'reasons'> & { findReason: (label: string) => string | undefined; template: TImportTemplate };

type Collector = { errors: string[]; warnings: string[] };

function checkLengths(cells: TImportCells, template: TImportTemplate, out: Collector) {
  for (const [field, value] of Object.entries(cells) as [TImportField, string | undefined][]) {
    const max = maxLengthOf(field);
    if (!value || !max || value.length <= max) continue;
    if (field === 'firstName') out.errors.push(patientMessages.firstNameTooLong);
    else if (field === 'lastName') out.errors.push(patientMessages.nameTooLong);
    else if (field === 'prescriber') out.errors.push(patientMessages.prescriberTooLong);
    else out.errors.push(importMessages.fieldTooLong(columnLabel(field, template), max));
  }
}

function checkBirthDate(raw: string, today: string, out: Collector): string | null {
  if (!raw) {
    out.errors.push(importMessages.birthDateMissing);
    return null;
  }
  const parsed = parseImportDate(raw);
  if (!parsed.ok) {
    out.errors.push(parsed.reason === 'format' ? importMessages.dateFormat : importMessages.dateInvalid);
    return null;
  }
  if (parsed.iso < '1900-01-01' || parsed.iso > today) {
    out.errors.push(importMessages.dateInvalid);
    return null;
  }
  return parsed.iso;
}

function optionalEmail(raw: string, warning: string, out: Collector): string | null {
  if (!raw) return null;
  if (EMAIL_PATTERN.test(raw)) return raw;
  out.warnings.push(warning);
  return null;
}

function optionalPhone(raw: string, check: (raw: string) => PhoneCheck, messages: { unusual: string; invalid: string }, out: Collector) {
  if (!raw) return null;
  const result = check(raw);
  if (result.kind === 'invalid') {
    out.warnings.push(messages.invalid);
    return null;
  }
  if (result.kind === 'unusual') out.warnings.push(messages.unusual);
  return result.value;
}

function readParent(cell: (field: TImportField) => string, out: Collector): TImportParent | null {
  const firstName = cell('parentFirstName');
  const lastName = cell('parentLastName');
  const phoneRaw = cell('parentPhone');
  const emailRaw = cell('parentEmail');
  if (!firstName && !lastName && !phoneRaw && !emailRaw) return null;
  if (!firstName || !lastName) {
    out.warnings.push(importMessages.parentIncomplete);
    return null;
  }
  const phone = optionalPhone(phoneRaw, checkParentPhone, { unusual: importMessages.parentPhoneUnusual, invalid: importMessages.parentPhoneIgnored }, out);
  const email = optionalEmail(emailRaw, importMessages.parentEmailIgnored, out);
  return { firstName, lastName, phone, email };
}

function optionalDate(raw: string, out: Collector): string | null {
  if (!raw) return null;
  const parsed = parseImportDate(raw);
  if (parsed.ok && parsed.iso >= '1900-01-01') return parsed.iso;
  out.warnings.push(importMessages.followupDateIgnored);
  return null;
}

function optionalReason(raw: string, findReason: RowContext['findReason'], out: Collector): string | null {
  if (!raw) return null;
  const id = findReason(raw);
  if (!id) out.warnings.push(importMessages.reasonNotFound(raw));
  return id ?? null;
}

/** Validates one row. Cells are trimmed by the caller; '' means empty. */
export function validateImportRow(cells: TImportCells, index: number, ctx: RowContext): TImportRow {
  const cell = (field: TImportField) => cells[field] ?? '';
  const out: Collector = { errors: [], warnings: [] };
  const firstName = cell('firstName');
  const lastName = cell('lastName');
  const patientName = `${firstName} ${lastName}`.trim();
  if (!firstName) out.errors.push(importMessages.firstNameMissing);
  if (!lastName) out.errors.push(importMessages.lastNameMissing);
  const dateOfBirth = checkBirthDate(cell('dateOfBirth'), ctx.today, out);
  const civilite = matchCivilite(cell('civilite'));
  if (!civilite) out.errors.push(importMessages.civiliteInvalid);
  const gender = matchGender(cell('gender'));
  if (!gender) out.errors.push(importMessages.genderInvalid);
  checkLengths(cells, ctx.template, out);

  const email = optionalEmail(cell('email'), importMessages.emailIgnored, out);
  const phoneNumber = optionalPhone(cell('phoneNumber'), checkPatientPhone, { unusual: importMessages.phoneUnusual, invalid: importMessages.phoneIgnored }, out);
  const followupStartedAt = optionalDate(cell('followupStartedAt'), out);
  const consultationReasonId = optionalReason(cell('consultationReason'), ctx.findReason, out);
  const parent = readParent(cell, out);

  if (out.errors.length > 0 || !dateOfBirth || !civilite || !gender) return { index, patientName, errors: out.errors, warnings: out.warnings, patient: null };
  if (!parent && !isMajorOn(dateOfBirth, ctx.today)) out.warnings.push(importMessages.minorWithoutParent);
  if (ctx.patientExists?.(firstName, lastName, dateOfBirth)) out.warnings.push(importMessages.alreadyExists);
  const text = (field: TImportField) => cell(field) || null;
  return {
    index,
    patientName,
    errors: [],
    warnings: out.warnings,
    patient: {
      firstName,
      lastName,
      dateOfBirth,
      civilite,
      gender,
      email,
      phoneNumber,
      addressNumber: text('addressNumber'),
      addressStreet: text('addressStreet'),
      addressComplement: text('addressComplement'),
      postalCode: text('postalCode'),
      city: text('city'),
      schoolClass: text('schoolClass'),
      profession: text('profession'),
      prescriber: text('prescriber'),
      notes: text('notes'),
      followupStartedAt,
      consultationReasonId,
      parent,
    },
  };
}
