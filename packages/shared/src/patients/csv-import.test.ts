import { describe, expect, it } from 'vitest';
import { mapHeaders, normaliseHeader, templateHeaders } from './csv-columns';
import { analyseImportFile, decodeImportBytes, parseImportText, summariseImport } from './csv-import';
import { matchCivilite, matchGender, parseImportDate, type TImportContext, type TImportRow } from './csv-row';
import { importTemplateCsv, IMPORT_TEMPLATE_FILE_NAMES } from './csv-templates';
import { IMPORT_MAX_ROWS, importMessages, patientMessages } from './schemas';
import { encodeWindows1252 } from './csv-test-encoding';
import { decodeWindows1252 } from './csv-windows-1252';

const TODAY = '2026-11-23';
const REASONS = [
  { id: '11111111-1111-4111-8111-111111111111', label: 'Troubles du graphisme' },
  { id: '22222222-2222-4222-8222-222222222222', label: 'Retard psychomoteur' },
];
const ctx: TImportContext = { today: TODAY, reasons: REASONS };
const utf8 = (text: string) => new TextEncoder().encode(text);
const SIMPLE_HEADER = templateHeaders('simple').join(';');
const FULL_HEADER = templateHeaders('full').join(';');

function analyse(text: string, context: TImportContext = ctx) {
  return analyseImportFile(utf8(text), context);
}
function rowsOf(text: string, context: TImportContext = ctx): TImportRow[] {
  const result = analyse(text, context);
  if (result.ok) return result.rows;
  if (result.rows) return result.rows;
  throw new Error(`file-level error: ${result.error}`);
}
/** A simple-template row with the given cells replaced. */
function simpleRow(cells: Partial<Record<'first' | 'last' | 'dob' | 'civ' | 'gender' | 'email' | 'phone' | 'city' | 'reason' | 'notes', string>> = {}) {
  const c = { first: 'Léa', last: 'Durand', dob: '2010-05-04', civ: 'Mme', gender: 'Féminin', email: '', phone: '', city: '', reason: '', notes: '', ...cells };
  return [c.first, c.last, c.dob, c.civ, c.gender, c.email, c.phone, c.city, c.reason, c.notes].join(';');
}
const oneSimpleRow = (cells: Parameters<typeof simpleRow>[0]) => rowsOf(`${SIMPLE_HEADER}\n${simpleRow(cells)}\n`)[0];

describe('templates', () => {
  it('have 10 and 21 columns, required ones starred, as the spec lists them', () => {
    expect(templateHeaders('simple')).toEqual(['*Prénom', '*Nom', '*Date de naissance', '*Civilité', '*Genre', 'Email', 'Téléphone', 'Ville', 'Motif de consultation', 'Notes']);
    expect(FULL_HEADER).toBe(
      "*Prénom du patient;*Nom du patient;*Date de naissance (AAAA-MM-JJ);*Civilité (M., Mme, Autre);*Genre (Masculin, Féminin, Autre);Email;Téléphone;Numéro de rue;Rue;Complément d'adresse;Code postal;Ville;Classe;Profession;Motif de consultation;Prescripteur;Date de début de suivi (AAAA-MM-JJ);Prénom du parent;Nom du parent;Téléphone du parent;Email du parent",
    );
    expect(templateHeaders('full')).toHaveLength(21);
    expect(IMPORT_TEMPLATE_FILE_NAMES).toEqual({ simple: 'modele-import-patients-simple.csv', full: 'modele-import-patients-complet.csv' });
  });

  it.each(['simple', 'full'] as const)('%s: comments, header and one example row that imports cleanly', (template) => {
    const text = importTemplateCsv(template);
    const lines = text.split('\r\n').filter(Boolean);
    expect(lines.filter((l) => !l.startsWith('#'))).toHaveLength(2);
    expect(lines.filter((l) => l.startsWith('#')).every((l) => !l.includes(';') && !l.includes('"'))).toBe(true);
    const result = analyse(text);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.template).toBe(template);
    expect(result.rows).toHaveLength(1);
    expect(result.rows[0]).toMatchObject({ errors: [], warnings: [] });
  });

  it('the full example creates a minor with a parent', () => {
    const [row] = rowsOf(importTemplateCsv('full'));
    expect(row?.patient).toMatchObject({
      firstName: 'Éloïse',
      lastName: 'Martin',
      addressStreet: 'rue des Lilas',
      followupStartedAt: '2026-09-01',
      parent: { firstName: 'Claire', lastName: 'Martin', phone: '06 98 76 54 32', email: 'claire.martin@exemple.fr' },
    });
  });
});

describe('file-level messages', () => {
  it.each([
    ['an empty file', new Uint8Array(), importMessages.tooShort],
    ['only comments and blank lines', utf8('# commentaire\n\n   \n#autre\n'), importMessages.tooShort],
    ['a header without data', utf8(`${SIMPLE_HEADER}\n`), importMessages.tooShort],
    ['a header and an empty ;;; row', utf8(`${SIMPLE_HEADER}\n;;;;;;;;;\n`), importMessages.tooShort],
    ['a PNG renamed .csv', new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]), importMessages.binary],
    ['control characters everywhere', utf8('\u0001\u0002\u0003abc;def\u0004\n\u0005;\u0006'), importMessages.binary],
    ['a comma separator', utf8('Prénom,Nom,Date de naissance,Civilité,Genre\nLéa,Durand,2010-05-04,Mme,Féminin\n'), importMessages.missingColumns(['Prénom', 'Nom', 'Date de naissance', 'Civilité', 'Genre'])],
    ['a missing column (simple)', utf8('Prénom;Nom;Civilité;Genre\nLéa;Durand;Mme;Féminin\n'), importMessages.missingColumns(['Date de naissance'])],
    ['missing columns (full)', utf8('Prénom du patient;Nom du patient;Date de naissance\nLéa;Durand;2010-05-04\n'), importMessages.missingColumns(['Civilité (M., Mme, Autre)', 'Genre (Masculin, Féminin, Autre)'])],
    ['no valid row', utf8(`${SIMPLE_HEADER}\n${simpleRow({ first: '' })}\n${simpleRow({ civ: 'Dr' })}\n`), importMessages.noValidRow],
    ['an unclosed quote', utf8(`${SIMPLE_HEADER}\n${simpleRow()}\n"Léa;Durand;2010-05-04;Mme;Féminin\n${simpleRow()}\n`), importMessages.malformedQuotes(3)],
  ])('%s', (_name, bytes, message) => {
    const result = analyseImportFile(bytes, ctx);
    expect(result).toMatchObject({ ok: false, error: message });
  });

  it('states the exact spec texts', () => {
    expect(importMessages.missingColumns(['Prénom', 'Nom'])).toBe('Colonnes obligatoires manquantes : Prénom, Nom. Vérifiez que vous utilisez le bon template.');
    expect(importMessages.tooShort).toBe("Le fichier CSV doit contenir au moins une ligne d'en-tête et une ligne de données");
    expect(importMessages.noValidRow).toBe('Aucun patient valide à importer');
  });

  it('refuses more than IMPORT_MAX_ROWS rows', () => {
    const body = Array.from({ length: IMPORT_MAX_ROWS + 1 }, () => simpleRow()).join('\n');
    expect(analyse(`${SIMPLE_HEADER}\n${body}`)).toMatchObject({ ok: false, error: importMessages.tooManyRows });
    expect(analyse(`${SIMPLE_HEADER}\n${body.slice(body.indexOf('\n') + 1)}`).ok).toBe(true);
  });

  it('gives the rows with their errors when none is valid', () => {
    const result = analyse(`${SIMPLE_HEADER}\n${simpleRow({ first: '' })}\n`);
    expect(result).toMatchObject({ ok: false, rows: [{ index: 1, errors: [importMessages.firstNameMissing] }] });
  });
});

describe('decoding', () => {
  const text = `${SIMPLE_HEADER}\r\n${simpleRow({ first: 'Éloïse', last: 'Françoise-Cœur', city: 'Besançon' })}\r\n`;
  const expectEloise = (bytes: Uint8Array) => {
    const result = analyseImportFile(bytes, ctx);
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.rows[0]?.patient).toMatchObject({ firstName: 'Éloïse', lastName: 'Françoise-Cœur', city: 'Besançon' });
  };

  it('reads UTF-8 without BOM', () => expectEloise(utf8(text)));
  it('reads UTF-8 with BOM', () => expectEloise(new Uint8Array([0xef, 0xbb, 0xbf, ...utf8(text)])));
  it('reads Windows-1252 (Excel "CSV séparateur point-virgule")', () => expectEloise(encodeWindows1252(text)));
  it('reads UTF-16 LE with BOM', () => {
    const units = [...text].flatMap((c) => {
      const code = c.charCodeAt(0);
      return [code & 0xff, code >> 8];
    });
    expectEloise(new Uint8Array([0xff, 0xfe, ...units]));
  });

  it('maps the Windows-1252 bytes 0x80–0x9F to their characters (€, ’, œ) on every platform', () => {
    expect(decodeWindows1252(new Uint8Array([0x80, 0x92, 0x9c, 0x8c, 0xe9, 0x81]))).toBe('€’œŒé\u0081');
  });

  it('refuses a NUL character even in UTF-16', () => {
    const units = [...`${SIMPLE_HEADER}\n${simpleRow({ first: 'L\u0000a' })}`].flatMap((c) => [c.charCodeAt(0) & 0xff, c.charCodeAt(0) >> 8]);
    expect(decodeImportBytes(new Uint8Array([0xff, 0xfe, ...units]))).toEqual({ ok: false, error: importMessages.binary });
  });

  it('keeps the text of a clean file as is, without its BOM', () => {
    expect(decodeImportBytes(new Uint8Array([0xef, 0xbb, 0xbf, ...utf8('a;b')]))).toEqual({ ok: true, text: 'a;b' });
  });
});

describe('parsing', () => {
  it('skips # lines and blank lines, reads quoted fields with ; quotes and line breaks, numbers data rows from 1', () => {
    const text = [
      '# Modèle',
      '',
      SIMPLE_HEADER,
      '# une note au milieu',
      simpleRow({ first: 'Paul' }),
      '   ',
      ';;;;;;;;;',
      'Anne;"Dupont; épouse ""Roy""";2012-01-02;Mme;Féminin;;;;;"Ligne 1',
      'Ligne 2 ; fin"',
      '"#Zoé";Roy;2012-01-02;Mme;Féminin;;;;;',
    ].join('\n');
    const rows = rowsOf(text);
    expect(rows.map((r) => [r.index, r.patientName])).toEqual([
      [1, 'Paul Durand'],
      [2, 'Anne Dupont; épouse "Roy"'],
      [3, '#Zoé Roy'],
    ]);
    expect(rows[1]?.patient?.notes).toBe('Ligne 1\nLigne 2 ; fin');
  });

  it('matches headers ignoring case, accents, stars, spaces and the (…) hints; extra columns are ignored', () => {
    const result = parseImportText(' prenom ;NOM; *date de naissance (jj) ;civilite;GENRE;Colonne perso;e-mail\nLéa;Durand;2010-05-04;Mme;Féminin;x;lea@exemple.fr');
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.csv.rows[0]).toMatchObject({ firstName: 'Léa', email: 'lea@exemple.fr', dateOfBirth: '2010-05-04' });
    expect(normaliseHeader('\uFEFF*Complément d’adresse')).toBe("complement d'adresse");
  });

  it('takes the first of two columns with the same header, and short rows as empty cells', () => {
    const rows = rowsOf('Prénom;Nom;Date de naissance;Civilité;Genre;Ville;Ville\nLéa;Durand;2010-05-04;Mme;Féminin;Lyon;Paris\nPaul;Roy;2001-01-01;M.;Masculin\n');
    expect(rows.map((r) => r.patient?.city)).toEqual(['Lyon', null]);
  });

  it('detects the template from its own column names', () => {
    expect(mapHeaders(templateHeaders('full'))).toMatchObject({ ok: true, mapping: { template: 'full' } });
    expect(mapHeaders(templateHeaders('simple'))).toMatchObject({ ok: true, mapping: { template: 'simple' } });
  });
});

describe('row errors (critical: the row is rejected)', () => {
  it.each([
    [{ first: '' }, [importMessages.firstNameMissing]],
    [{ last: '  ' }, [importMessages.lastNameMissing]],
    [{ dob: '' }, [importMessages.birthDateMissing]],
    [{ dob: '2015/03/21' }, [importMessages.dateFormat]],
    [{ dob: '21-03-2015' }, [importMessages.dateFormat]],
    [{ dob: '21/03/15' }, [importMessages.dateFormat]],
    [{ dob: 'hier' }, [importMessages.dateFormat]],
    [{ dob: '2015-3-21' }, [importMessages.dateFormat]],
    [{ dob: '2015-02-31' }, [importMessages.dateInvalid]],
    [{ dob: '31/02/2015' }, [importMessages.dateInvalid]],
    [{ dob: '2015-13-01' }, [importMessages.dateInvalid]],
    [{ dob: '2027-01-01' }, [importMessages.dateInvalid]],
    [{ dob: '1899-12-31' }, [importMessages.dateInvalid]],
    [{ civ: 'Dr' }, [importMessages.civiliteInvalid]],
    [{ civ: '' }, [importMessages.civiliteInvalid]],
    [{ gender: 'F' }, [importMessages.genderInvalid]],
    [{ gender: '' }, [importMessages.genderInvalid]],
    [{ first: 'x'.repeat(121) }, [patientMessages.firstNameTooLong]],
    [{ last: 'x'.repeat(121) }, [patientMessages.nameTooLong]],
    [{ city: 'x'.repeat(121) }, [importMessages.fieldTooLong('Ville', 120)]],
    [{ first: '', last: '', dob: '', civ: 'x', gender: 'y' }, [importMessages.firstNameMissing, importMessages.lastNameMissing, importMessages.birthDateMissing, importMessages.civiliteInvalid, importMessages.genderInvalid]],
  ])('%j → %j', (cells, errors) => {
    const row = oneSimpleRow(cells);
    expect(row?.errors).toEqual(errors);
    expect(row?.patient).toBeNull();
  });

  it('states the exact spec texts', () => {
    expect([importMessages.firstNameMissing, importMessages.lastNameMissing, importMessages.birthDateMissing]).toEqual(['Prénom manquant', 'Nom manquant', 'Date de naissance manquante']);
    expect(importMessages.dateFormat).toBe('Format de date invalide (utilisez AAAA-MM-JJ, ex: 2015-03-21)');
    expect(importMessages.dateInvalid).toBe('Date de naissance invalide');
    expect(importMessages.civiliteInvalid).toBe('Civilité invalide (utilisez: M., Mme ou Autre)');
    expect(importMessages.genderInvalid).toBe('Genre invalide (utilisez: Masculin, Féminin ou Autre)');
  });

  it('checks the prescriber length (full template)', () => {
    const cells = ['Léa', 'Durand', '2010-05-04', 'Mme', 'Féminin', '', '', '', '', '', '', '', '', '', '', 'p'.repeat(301), '', 'Anne', 'Durand', '', ''];
    expect(rowsOf(`${FULL_HEADER}\n${cells.join(';')}\n`)[0]?.errors).toEqual([patientMessages.prescriberTooLong]);
  });

  it('accepts today as a birth date, and a 29 February of a leap year', () => {
    expect(oneSimpleRow({ dob: TODAY })?.errors).toEqual([]);
    expect(oneSimpleRow({ dob: '2016-02-29' })?.errors).toEqual([]);
    expect(oneSimpleRow({ dob: '1900-01-01' })?.errors).toEqual([]);
  });
});

describe('row warnings (the row is kept)', () => {
  it.each([
    [{ email: 'pas-un-email' }, [importMessages.emailIgnored], { email: null }],
    [{ email: 'lea@exemple.fr' }, [], { email: 'lea@exemple.fr' }],
    [{ phone: '06 12 34 56 78' }, [], { phoneNumber: '0612345678' }],
    [{ phone: '+33612345678' }, [], { phoneNumber: '+33612345678' }],
    [{ phone: '06.12.34.56.78' }, [importMessages.phoneUnusual], { phoneNumber: '06.12.34.56.78' }],
    [{ phone: '(+33) 6-12-34-56-78' }, [importMessages.phoneUnusual], { phoneNumber: '(+33) 6-12-34-56-78' }],
    [{ phone: '06 12 ab 56 78' }, [importMessages.phoneIgnored], { phoneNumber: null }],
    [{ phone: '0612345678901234567890' }, [importMessages.phoneIgnored], { phoneNumber: null }],
    [{ reason: 'troubles DU graphisme ' }, [], { consultationReasonId: REASONS[0]?.id }],
    [{ reason: 'Motif inconnu' }, [importMessages.reasonNotFound('Motif inconnu')], { consultationReasonId: null }],
    [{ dob: '1990-01-01' }, [], {}],
    [{ dob: '2010-05-04' }, [importMessages.minorWithoutParent], {}],
  ])('%j → %j', (cells, warnings, patient) => {
    const row = oneSimpleRow({ dob: '1990-01-01', ...cells });
    expect(row?.errors).toEqual([]);
    expect(row?.warnings).toEqual(warnings);
    expect(row?.patient).toMatchObject(patient);
  });

  it('states the exact spec texts', () => {
    expect(importMessages.emailIgnored).toBe('Format email invalide, le champ sera ignoré');
    expect(importMessages.reasonNotFound('Dyspraxie')).toBe('Motif "Dyspraxie" non trouvé, ignoré');
  });

  it('never matches a reason outside the list given (inactive or of another practice)', () => {
    expect(oneSimpleRow({ dob: '1990-01-01', reason: 'Troubles du graphisme' })?.patient?.consultationReasonId).toBe(REASONS[0]?.id);
    const row = rowsOf(`${SIMPLE_HEADER}\n${simpleRow({ dob: '1990-01-01', reason: 'Troubles du graphisme' })}\n`, { today: TODAY, reasons: [] })[0];
    expect(row?.warnings).toEqual([importMessages.reasonNotFound('Troubles du graphisme')]);
  });

  describe('full template', () => {
    const fullRow = (cells: Record<number, string>) => {
      const base = ['Léa', 'Durand', '2010-05-04', 'Mme', 'Féminin', '', '', '', '', '', '', '', '', '', '', '', '', 'Anne', 'Durand', '0612345678', 'anne@exemple.fr'];
      for (const [i, v] of Object.entries(cells)) base[Number(i)] = v;
      return rowsOf(`${FULL_HEADER}\n${base.join(';')}\n`)[0];
    };

    it.each([
      [{ 16: '2026-13-01' }, [importMessages.followupDateIgnored], { followupStartedAt: null }],
      [{ 16: 'bientôt' }, [importMessages.followupDateIgnored], { followupStartedAt: null }],
      [{ 16: '01/09/2026' }, [], { followupStartedAt: '2026-09-01' }],
      [{ 20: 'anne(at)exemple' }, [importMessages.parentEmailIgnored], { parent: { email: null, phone: '0612345678' } }],
      [{ 19: '06 12 34 56 78' }, [], { parent: { phone: '06 12 34 56 78' } }],
      [{ 19: '(06) 12 34 56 78' }, [importMessages.parentPhoneUnusual], { parent: { phone: '(06) 12 34 56 78' } }],
      [{ 19: 'inconnu' }, [importMessages.parentPhoneIgnored], { parent: { phone: null } }],
      [{ 18: '' }, [importMessages.parentIncomplete, importMessages.minorWithoutParent], { parent: null }],
      [{ 17: '', 18: '', 19: '', 20: '' }, [importMessages.minorWithoutParent], { parent: null }],
      [{ 2: '1980-01-01', 17: '', 18: '', 19: '', 20: '' }, [], { parent: null }],
      [{ 8: 'r'.repeat(201) }, 'error', {}],
    ])('%j → %j', (cells, warnings, patient) => {
      const row = fullRow(cells);
      if (warnings === 'error') {
        expect(row?.errors).toEqual([importMessages.fieldTooLong('Rue', 200)]);
        return;
      }
      expect(row?.errors).toEqual([]);
      expect(row?.warnings).toEqual(warnings);
      expect(row?.patient).toMatchObject(patient);
    });
  });

  it('warns about a patient twice in the file, or already in the practice', () => {
    const text = `${SIMPLE_HEADER}\n${simpleRow({ dob: '1990-01-01' })}\n${simpleRow({ dob: '1990-01-01', first: 'LEA' })}\n`;
    expect(rowsOf(text).map((r) => r.warnings)).toEqual([[], [importMessages.duplicateInFile(1)]]);
    const known = rowsOf(text, { ...ctx, patientExists: (f, l, d) => f === 'Léa' && l === 'Durand' && d === '1990-01-01' });
    expect(known[0]?.warnings).toEqual([importMessages.alreadyExists]);
  });
});

describe('values', () => {
  it.each([
    ['M.', 'M.'],
    ['m', 'M.'],
    ['M', 'M.'],
    ['mme', 'Mme'],
    ['MME.', 'Mme'],
    ['autre', 'Autre'],
    ['Mlle', undefined],
    ['Monsieur', undefined],
  ])('civilité %j → %j', (input, expected) => {
    expect(matchCivilite(input)).toBe(expected);
  });

  it.each([
    ['Féminin', 'Féminin'],
    ['feminin', 'Féminin'],
    ['MASCULIN', 'Masculin'],
    ['Autre', 'Autre'],
    ['F', undefined],
    ['Femme', undefined],
  ])('genre %j → %j', (input, expected) => {
    expect(matchGender(input)).toBe(expected);
  });

  it.each([
    ['2015-03-21', { ok: true, iso: '2015-03-21' }],
    ['21/03/2015', { ok: true, iso: '2015-03-21' }],
    ['1/3/2015', { ok: true, iso: '2015-03-01' }],
    ['2015-02-29', { ok: false, reason: 'invalid' }],
    ['2015-03-21T00:00', { ok: false, reason: 'format' }],
  ])('date %j', (input, expected) => {
    expect(parseImportDate(input)).toEqual(expected);
  });
});

describe('summary (analysis answer)', () => {
  it('counts valid, invalid and warned rows, previews the first 5 valid ones, lists every issue', () => {
    const lines = [
      simpleRow({ first: 'A', dob: '1990-01-01' }),
      simpleRow({ first: '' }),
      simpleRow({ first: 'B', dob: '1990-01-01', email: 'x' }),
      ...['C', 'D', 'E', 'F', 'G'].map((first) => simpleRow({ first, dob: '1990-01-01' })),
    ];
    const result = analyse(`${SIMPLE_HEADER}\n${lines.join('\n')}`);
    if (!result.ok) throw new Error(result.error);
    const summary = summariseImport(result.template, result.rows);
    expect(summary).toMatchObject({ template: 'simple', totalRows: 8, validCount: 7, invalidCount: 1, warningCount: 1 });
    expect(summary.preview.map((p) => p.firstName)).toEqual(['A', 'B', 'C', 'D', 'E']);
    expect(summary.preview[1]).toEqual({ index: 3, firstName: 'B', lastName: 'Durand', dateOfBirth: '1990-01-01', civilite: 'Mme', gender: 'Féminin', warnings: [importMessages.emailIgnored] });
    expect(summary.issues).toEqual([
      { index: 2, patientName: 'Durand', errors: [importMessages.firstNameMissing], warnings: [] },
      { index: 3, patientName: 'B Durand', errors: [], warnings: [importMessages.emailIgnored] },
    ]);
  });
});
