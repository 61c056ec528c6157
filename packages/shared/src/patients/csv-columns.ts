import { foldForSearch } from './rules';
import { importMessages, NAME_MAX, PRESCRIBER_MAX } from './schemas';

/**
 * The columns of the two CSV import templates (spec 1 §5 "CSV file"): simple (10 columns) and
 * full (21). Headers are matched case- and accent-insensitively, a leading '*' and a trailing
 * '(…)' hint ignored, so 'Date de naissance (AAAA-MM-JJ)' and 'date de naissance' are one column.
 */
export type TImportTemplate = 'simple' | 'full';

export type TImportField =
  | 'firstName'
  | 'lastName'
  | 'dateOfBirth'
  | 'civilite'
  | 'gender'
  | 'email'
  | 'phoneNumber'
  | 'addressNumber'
  | 'addressStreet'
  | 'addressComplement'
  | 'postalCode'
  | 'city'
  | 'schoolClass'
  | 'profession'
  | 'consultationReason'
  | 'notes'
  | 'prescriber'
  | 'followupStartedAt'
  | 'parentFirstName'
  | 'parentLastName'
  | 'parentPhone'
  | 'parentEmail';

type ImportColumn = {
  field: TImportField;
  /** Header in the simple template (without '*'), when the column is part of it. */
  simple?: string;
  /** Header in the full template (without '*'), when the column is part of it. */
  full?: string;
  required?: boolean;
  /** Longest accepted value (the patient form's limit); longer rejects the row. */
  max?: number;
};

export const IMPORT_COLUMNS: readonly ImportColumn[] = [
  { field: 'firstName', simple: 'Prénom', full: 'Prénom du patient', required: true, max: NAME_MAX },
  { field: 'lastName', simple: 'Nom', full: 'Nom du patient', required: true, max: NAME_MAX },
  { field: 'dateOfBirth', simple: 'Date de naissance', full: 'Date de naissance (AAAA-MM-JJ)', required: true },
  { field: 'civilite', simple: 'Civilité', full: 'Civilité (M., Mme, Autre)', required: true },
  { field: 'gender', simple: 'Genre', full: 'Genre (Masculin, Féminin, Autre)', required: true },
  { field: 'email', simple: 'Email', full: 'Email' },
  { field: 'phoneNumber', simple: 'Téléphone', full: 'Téléphone' },
  { field: 'addressNumber', full: 'Numéro de rue', max: 20 },
  { field: 'addressStreet', full: 'Rue', max: 200 },
  { field: 'addressComplement', full: "Complément d'adresse", max: 200 },
  { field: 'postalCode', full: 'Code postal', max: 20 },
  { field: 'city', simple: 'Ville', full: 'Ville', max: 120 },
  { field: 'schoolClass', full: 'Classe', max: 100 },
  { field: 'profession', full: 'Profession', max: 200 },
  { field: 'consultationReason', simple: 'Motif de consultation', full: 'Motif de consultation' },
  { field: 'notes', simple: 'Notes', max: 10_000 },
  { field: 'prescriber', full: 'Prescripteur', max: PRESCRIBER_MAX },
  { field: 'followupStartedAt', full: 'Date de début de suivi (AAAA-MM-JJ)' },
  { field: 'parentFirstName', full: 'Prénom du parent', max: NAME_MAX },
  { field: 'parentLastName', full: 'Nom du parent', max: NAME_MAX },
  { field: 'parentPhone', full: 'Téléphone du parent' },
  { field: 'parentEmail', full: 'Email du parent' },
];

const headerOf = (column: ImportColumn, template: TImportTemplate) => (template === 'simple' ? column.simple : column.full);

/** The header row of a template, required columns marked with '*', in template order. */
export function templateHeaders(template: TImportTemplate): string[] {
  const headers: string[] = [];
  for (const column of IMPORT_COLUMNS) {
    const header = headerOf(column, template);
    if (header) headers.push(column.required ? `*${header}` : header);
  }
  return headers;
}

/** The template's header of a field (without '*'), or the other template's when it has none. */
export function columnLabel(field: TImportField, template: TImportTemplate): string {
  const column = IMPORT_COLUMNS.find((c) => c.field === field);
  return (column && (headerOf(column, template) ?? column.full ?? column.simple)) ?? field;
}

/** 'Date de naissance (AAAA-MM-JJ)', ' *date  de NAISSANCE ' → 'date de naissance'. */
export function normaliseHeader(header: string): string {
  return foldForSearch(
    header
      .replace(/^\uFEFF/, '')
      .trim()
      .replace(/^\*\s*/, '')
      .replace(/\s*\([^)]*\)\s*$/, '')
      .replace(/[’`]/g, "'"),
  )
    .replace(/\s+/g, ' ')
    .trim();
}

const FIELD_BY_HEADER = new Map<string, TImportField>();
const FULL_ONLY_HEADERS = new Set<string>();
for (const column of IMPORT_COLUMNS) {
  const simple = column.simple ? normaliseHeader(column.simple) : null;
  for (const header of [column.simple, column.full]) {
    if (header) FIELD_BY_HEADER.set(normaliseHeader(header), column.field);
  }
  if (column.full && normaliseHeader(column.full) !== simple) FULL_ONLY_HEADERS.add(normaliseHeader(column.full));
}
FIELD_BY_HEADER.set('e-mail', 'email');

export type THeaderMapping = {
  template: TImportTemplate;
  /** Field → index of its column (the first one when a header is repeated). */
  columns: Map<TImportField, number>;
};

/**
 * Reads the header row: which template it follows and where each known column is. Unknown
 * columns are ignored. Missing required columns are named as the template the file looks
 * like names them (a file with a comma separator has one column: all five are missing).
 */
export function mapHeaders(headers: readonly string[]): { ok: true; mapping: THeaderMapping } | { ok: false; error: string } {
  const normalised = headers.map(normaliseHeader);
  const template: TImportTemplate = normalised.some((h) => FULL_ONLY_HEADERS.has(h)) ? 'full' : 'simple';
  const columns = new Map<TImportField, number>();
  normalised.forEach((header, index) => {
    const field = FIELD_BY_HEADER.get(header);
    if (field && !columns.has(field)) columns.set(field, index);
  });
  const missing = IMPORT_COLUMNS.filter((c) => c.required && !columns.has(c.field)).map((c) => columnLabel(c.field, template));
  if (missing.length > 0) return { ok: false, error: importMessages.missingColumns(missing) };
  return { ok: true, mapping: { template, columns } };
}

/** Longest value of a field, when it has one. */
export function maxLengthOf(field: TImportField): number | undefined {
  return IMPORT_COLUMNS.find((c) => c.field === field)?.max;
}
