import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { templateHeaders } from './csv-columns';
import { analyseImportFile } from './csv-import';
import type { TImportContext } from './csv-row';
import { encodeWindows1252 } from './csv-test-encoding';
import { CIVILITES, GENDERS } from './schemas';

const TODAY = '2026-11-23';
const REASONS = [
  { id: '11111111-1111-4111-8111-111111111111', label: 'Troubles du graphisme' },
  { id: '22222222-2222-4222-8222-222222222222', label: 'Retard psychomoteur' },
];
const ctx: TImportContext = { today: TODAY, reasons: REASONS };

/**
 * Characters of French names and notes. Non-ASCII ones are all in U+00C0–U+00FF, so a
 * Windows-1252 encoding of them is never valid UTF-8 and is read back as Windows-1252.
 */
const ACCENTED = [...'àâäçéèêëîïôöùûüÿÀÂÄÇÉÈÊËÎÏÔÖÙÛÜ'];
const LETTERS = [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ', ...ACCENTED];
const nameChar = fc.oneof({ weight: 8, arbitrary: fc.constantFrom(...LETTERS) }, { weight: 1, arbitrary: fc.constantFrom(' ', "'", '-', ';', '"', '#', ',') });
const textOf = (char: fc.Arbitrary<string>, maxLength: number) =>
  fc
    .array(char, { minLength: 1, maxLength })
    .map((chars) => chars.join('').trim())
    .filter((s) => s.length > 0);
const name = textOf(nameChar, 40);
const notes = textOf(fc.oneof(nameChar, fc.constantFrom('\n', '\r\n', '0', '9', '.')), 120);
const isoDate = fc
  .date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date(`${TODAY}T00:00:00Z`), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const email = fc
  .tuple(fc.stringMatching(/^[a-z0-9._-]{1,12}$/), fc.stringMatching(/^[a-z0-9-]{1,10}$/), fc.constantFrom('fr', 'com', 'org'))
  .map(([local, domain, tld]) => `${local}@${domain}.${tld}`);
const phone = fc.stringMatching(/^0[1-9]\d{8}$/);
const reason = fc.constantFrom(...REASONS).chain((r) => fc.constantFrom(r.label, r.label.toUpperCase(), r.label.toLowerCase()).map((label) => ({ id: r.id, label })));

const patient = fc.record({
  firstName: name,
  lastName: name,
  dateOfBirth: isoDate,
  civilite: fc.constantFrom(...CIVILITES),
  gender: fc.constantFrom(...GENDERS),
  email: fc.option(email, { nil: null }),
  phoneNumber: fc.option(phone, { nil: null }),
  city: fc.option(name, { nil: null }),
  reason: fc.option(reason, { nil: null }),
  notes: fc.option(notes, { nil: null }),
});
type GeneratedPatient = typeof patient extends fc.Arbitrary<infer T> ? T : never;

const mustQuote = (value: string) => /[;"\r\n]/.test(value) || value.startsWith('#') || value !== value.trim();
const quote = (value: string) => `"${value.replace(/"/g, '""')}"`;

type Layout = { quoteAll: boolean; eol: '\n' | '\r\n'; bom: boolean; encoding: 'utf-8' | 'windows-1252'; comments: boolean };
const layout = fc.record({
  quoteAll: fc.boolean(),
  eol: fc.constantFrom('\n' as const, '\r\n' as const),
  bom: fc.boolean(),
  encoding: fc.constantFrom('utf-8' as const, 'windows-1252' as const),
  comments: fc.boolean(),
});

function serialise(patients: GeneratedPatient[], l: Layout): Uint8Array {
  const cell = (value: string | null) => (value === null ? '' : l.quoteAll || mustQuote(value) ? quote(value) : value);
  const lines = [templateHeaders('simple').map(cell).join(';')];
  for (const p of patients) {
    if (l.comments) lines.push('# ligne ignorée ; "avec" séparateur', '');
    lines.push([p.firstName, p.lastName, p.dateOfBirth, p.civilite, p.gender, p.email, p.phoneNumber, p.city, p.reason?.label ?? null, p.notes].map(cell).join(';'));
  }
  const text = lines.join(l.eol) + l.eol;
  if (l.encoding === 'windows-1252') return encodeWindows1252(text);
  const bytes = new TextEncoder().encode(text);
  return l.bom ? new Uint8Array([0xef, 0xbb, 0xbf, ...bytes]) : bytes;
}

// Hundreds of whole-file analyses per property: more than the default 5 s on a busy machine.
describe('CSV import properties', { timeout: 60_000 }, () => {
  it('reads back exactly the patients written with the simple template, whatever the quoting, line ends, BOM or encoding', () => {
    fc.assert(
      fc.property(fc.array(patient, { minLength: 1, maxLength: 8 }), layout, (patients, l) => {
        const result = analyseImportFile(serialise(patients, l), ctx);
        if (!result.ok) throw new Error(result.error);
        expect(result.template).toBe('simple');
        expect(result.rows.map((r) => r.errors)).toEqual(patients.map(() => []));
        expect(result.rows.map((r) => r.patient)).toEqual(
          patients.map((p) =>
            expect.objectContaining({
              firstName: p.firstName,
              lastName: p.lastName,
              dateOfBirth: p.dateOfBirth,
              civilite: p.civilite,
              gender: p.gender,
              email: p.email,
              phoneNumber: p.phoneNumber,
              city: p.city,
              consultationReasonId: p.reason?.id ?? null,
              // A line break inside a quoted field comes back as written.
              notes: p.notes,
            }),
          ),
        );
        expect(result.rows.map((r) => r.patientName)).toEqual(patients.map((p) => `${p.firstName} ${p.lastName}`));
      }),
    );
  });

  it('never throws on arbitrary bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 2000 }), (bytes) => {
        const result = analyseImportFile(bytes, ctx);
        expect(typeof result.ok).toBe('boolean');
        if (!result.ok) expect(result.error.length).toBeGreaterThan(0);
      }),
    );
  });

  it('never throws on arbitrary text after a valid header', () => {
    const header = templateHeaders('full').join(';');
    fc.assert(
      fc.property(fc.string({ maxLength: 2000, unit: 'binary' }), fc.boolean(), (body, withHeader) => {
        const text = withHeader ? `${header}\n${body}` : body;
        const result = analyseImportFile(new TextEncoder().encode(text), ctx);
        if (result.ok) expect(result.rows.length).toBeGreaterThan(0);
        else expect(result.error.length).toBeGreaterThan(0);
      }),
    );
  });

  it('never throws on rows of arbitrary cells', () => {
    const header = templateHeaders('full').join(';');
    const row = fc.array(fc.string({ maxLength: 30 }), { maxLength: 25 }).map((cells) => cells.join(';'));
    fc.assert(
      fc.property(fc.array(row, { minLength: 1, maxLength: 20 }), (rows) => {
        const result = analyseImportFile(new TextEncoder().encode([header, ...rows].join('\n')), ctx);
        expect(typeof result.ok).toBe('boolean');
        const all = result.ok ? result.rows : (result.rows ?? []);
        for (const r of all) expect(r.patient === null).toBe(r.errors.length > 0);
      }),
    );
  });
});
