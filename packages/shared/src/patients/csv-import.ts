import Papa from 'papaparse';
import { mapHeaders, type TImportField, type TImportTemplate } from './csv-columns';
import { reasonMatcher, validateImportRow, type TImportCells, type TImportContext, type TImportRow } from './csv-row';
import { decodeWindows1252 } from './csv-windows-1252';
import { foldForSearch } from './rules';
import { IMPORT_MAX_ROWS, IMPORT_PREVIEW_COUNT, importMessages, type TImportAnalysis } from './schemas';

/**
 * The CSV import of patients (spec 1 §5 "CSV file"), pure: bytes in, validated rows or one
 * file-level message out. The server runs it for the analysis and again for the import; the web
 * shows what the server answers. Never throws on any input.
 */
export type TDecodeResult = { ok: true; text: string } | { ok: false; error: string };
export type TParsedCsv = { template: TImportTemplate; rows: TImportCells[] };
export type TParseResult = { ok: true; csv: TParsedCsv } | { ok: false; error: string };
export type TImportFileResult =
  | { ok: true; template: TImportTemplate; rows: TImportRow[] }
  /** `rows` is there when the file was read but no row is valid (each row says why). */
  | { ok: false; error: string; rows?: TImportRow[] };

const UTF8_BOM = [0xef, 0xbb, 0xbf];
/** C0 controls other than tab, line feed, form feed and carriage return, DEL and the C1 controls. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000E-\u001F\u007F-\u009F]/g;
/** A text file holds next to no control characters; a binary one, many. */
const MAX_CONTROL_RATIO = 0.01;

function startsWithBytes(bytes: Uint8Array, prefix: readonly number[]) {
  return prefix.every((b, i) => bytes[i] === b);
}

function decodeUnicode(bytes: Uint8Array): string | null {
  if (startsWithBytes(bytes, UTF8_BOM)) return new TextDecoder('utf-8').decode(bytes.subarray(3));
  // Excel's "Texte Unicode" and some exports are UTF-16 with a byte-order mark.
  if (startsWithBytes(bytes, [0xff, 0xfe])) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (startsWithBytes(bytes, [0xfe, 0xff])) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  return null;
}

/**
 * Bytes → text: UTF-8 with or without BOM, UTF-16 with a BOM, else Windows-1252 (Excel's
 * "CSV (séparateur: point-virgule)" on a French Windows), so accents survive either way.
 */
export function decodeImportBytes(bytes: Uint8Array): TDecodeResult {
  let text = decodeUnicode(bytes);
  if (text === null) {
    if (bytes.includes(0)) return { ok: false, error: importMessages.binary };
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      text = decodeWindows1252(bytes);
    }
  }
  const controls = text.match(CONTROL)?.length ?? 0;
  // No text holds a NUL (nor can the database store one), whatever the encoding.
  if (text.includes('\u0000') || controls > text.length * MAX_CONTROL_RATIO) return { ok: false, error: importMessages.binary };
  return { ok: true, text: text.replace(/^\uFEFF/, '') };
}

function lineOf(text: string, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset && i < text.length; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}

/**
 * Text → header mapping and data rows. ';' separator, '#' comment lines and blank lines (also
 * ';;;' lines Excel leaves) skipped, quoted fields may hold ';', quotes and line breaks.
 */
export function parseImportText(text: string): TParseResult {
  const parsed = Papa.parse<string[]>(text, { delimiter: ';', comments: '#', skipEmptyLines: 'greedy' });
  const quoteError = parsed.errors.find((e) => e.type === 'Quotes');
  if (quoteError) return { ok: false, error: importMessages.malformedQuotes(lineOf(text, quoteError.index ?? 0)) };
  const [header, ...data] = parsed.data;
  if (!header || data.length === 0) return { ok: false, error: importMessages.tooShort };
  const mapped = mapHeaders(header);
  if (!mapped.ok) return mapped;
  if (data.length > IMPORT_MAX_ROWS) return { ok: false, error: importMessages.tooManyRows };
  const { columns, template } = mapped.mapping;
  const rows = data.map((cells) => {
    const row: TImportCells = {};
    for (const [field, index] of columns as Map<TImportField, number>) row[field] = (cells[index] ?? '').trim();
    return row;
  });
  return { ok: true, csv: { template, rows } };
}

/** Same patient: same names (case and accents ignored) and same birth date. */
export function importIdentityKey(firstName: string, lastName: string, dateOfBirth: string): string {
  return `${foldForSearch(firstName.trim())}\u0000${foldForSearch(lastName.trim())}\u0000${dateOfBirth}`;
}

/** Validates every row; a patient twice in the file is imported twice, with a warning on the second. */
export function validateImportRows(csv: TParsedCsv, ctx: TImportContext): TImportRow[] {
  const rowContext = { ...ctx, findReason: reasonMatcher(ctx.reasons), template: csv.template };
  const seen = new Map<string, number>();
  return csv.rows.map((cells, i) => {
    const row = validateImportRow(cells, i + 1, rowContext);
    if (row.patient) {
      const key = importIdentityKey(row.patient.firstName, row.patient.lastName, row.patient.dateOfBirth);
      const first = seen.get(key);
      if (first === undefined) seen.set(key, row.index);
      else row.warnings.push(importMessages.duplicateInFile(first));
    }
    return row;
  });
}

/** The whole file: decode, parse, validate; no valid row is a file-level error. */
export function analyseImportFile(bytes: Uint8Array, ctx: TImportContext): TImportFileResult {
  if (bytes.byteLength === 0) return { ok: false, error: importMessages.tooShort };
  const decoded = decodeImportBytes(bytes);
  if (!decoded.ok) return decoded;
  const parsed = parseImportText(decoded.text);
  if (!parsed.ok) return parsed;
  const rows = validateImportRows(parsed.csv, ctx);
  if (!rows.some((r) => r.patient)) return { ok: false, error: importMessages.noValidRow, rows };
  return { ok: true, template: parsed.csv.template, rows };
}

/** The answer of the analysis endpoint: counts, the first valid patients, every row to look at. */
export function summariseImport(template: TImportTemplate, rows: readonly TImportRow[]): TImportAnalysis {
  const valid = rows.flatMap((row) => (row.patient ? [{ row, patient: row.patient }] : []));
  return {
    template,
    totalRows: rows.length,
    validCount: valid.length,
    invalidCount: rows.length - valid.length,
    warningCount: valid.filter(({ row }) => row.warnings.length > 0).length,
    preview: valid.slice(0, IMPORT_PREVIEW_COUNT).map(({ row, patient }) => ({
      index: row.index,
      firstName: patient.firstName,
      lastName: patient.lastName,
      dateOfBirth: patient.dateOfBirth,
      civilite: patient.civilite,
      gender: patient.gender,
      warnings: row.warnings,
    })),
    issues: rows
      .filter((r) => r.errors.length > 0 || r.warnings.length > 0)
      .map(({ index, patientName, errors, warnings }) => ({ index, patientName, errors, warnings })),
  };
}
