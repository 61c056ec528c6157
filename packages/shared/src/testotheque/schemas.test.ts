import { describe, expect, it } from 'vitest';
import { formatAgeRange, monthsToYears } from './ages';
import { testMessages, trainingLabels, yearsToMonths, ZTestConfigForm, ZTestCreate, ZTestPatch, ZTrameTestAssign } from './schemas';
import { compactText, matchesTestSearch } from './search';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('test schemas (spec 3 §5)', () => {
  it.each([
    ['', testMessages.titleRequired],
    ['   ', testMessages.titleRequired],
    [undefined, testMessages.titleRequired],
    ['x'.repeat(201), testMessages.titleTooLong],
  ])('title %j → %s', (title, message) => {
    expect(firstMessage(ZTestCreate.safeParse({ title }))).toBe(message);
  });

  it('trims the title, saves empty texts as null, splits tags on commas', () => {
    expect(ZTestPatch.parse({ title: '  BHK  ', code: ' ', description: '', aiBrief: ' a ', summary: '  ', tags: 'a, ,b ,A,' })).toEqual({
      title: 'BHK',
      code: null,
      description: null,
      aiBrief: 'a',
      summary: null,
      tags: ['a', 'b'],
    });
    expect(ZTestPatch.parse({ tags: ' , ' })).toEqual({ tags: null });
    expect(ZTestPatch.parse({ tags: ['x', ' y ', ''] })).toEqual({ tags: ['x', 'y'] });
    expect(ZTestPatch.parse({ tags: '' })).toEqual({ tags: null });
  });

  it.each([
    [{ ageMinYears: '-1' }, testMessages.ageRange],
    [{ ageMaxYears: 121 }, testMessages.ageRange],
    [{ ageMinYears: 'abc' }, testMessages.ageRange],
    [{ ageMinYears: 10, ageMaxYears: '9' }, testMessages.ageOrder],
  ])('ages %j → %s', (input, message) => {
    expect(firstMessage(ZTestPatch.safeParse(input))).toBe(message);
  });

  it('reads ages from texts with a comma, empty as null; stores months', () => {
    expect(ZTestPatch.parse({ ageMinYears: '3,5', ageMaxYears: '' })).toEqual({ ageMinYears: 3.5, ageMaxYears: null });
    expect([yearsToMonths(3.5), yearsToMonths(0), yearsToMonths(120), yearsToMonths(null)]).toEqual([42, 0, 1440, null]);
    const form = ZTestConfigForm.safeParse({ title: 'T', code: '', description: '', aiBrief: '', summary: '', tags: '', ageMinYears: '', ageMaxYears: '', isActive: true });
    expect(form.success).toBe(true);
  });

  it("asks for a test to assign: 'Veuillez sélectionner un test'", () => {
    for (const testDefinitionId of ['', null, undefined, 'abc']) {
      expect(firstMessage(ZTrameTestAssign.safeParse({ testDefinitionId }))).toBe(testMessages.selectTest);
    }
  });

  it('labels the training statuses verbatim (spec 3 §4)', () => {
    expect(['completed', 'in_progress', 'needs_review', 'not_started', 'other'].map((s) => trainingLabels(s))).toEqual([
      { card: 'Sophie OK', detail: 'Sophie formée' },
      { card: 'En formation', detail: 'Formation en cours' },
      { card: 'À réviser', detail: 'Révision nécessaire' },
      { card: 'Non formée', detail: 'Non démarré' },
      { card: 'Non formée', detail: 'Non démarré' },
    ]);
  });
});

describe('ages and search', () => {
  it("shows ages in years 'a - b ans'", () => {
    expect(formatAgeRange(36, 192)).toBe('3 - 16 ans');
    expect(formatAgeRange(42, 203)).toBe('3,5 - 16,9 ans');
    expect(formatAgeRange(72, null)).toBe('dès 6 ans');
    expect(formatAgeRange(null, 60)).toBe("jusqu'à 5 ans");
    expect(formatAgeRange(null, null)).toBeNull();
    expect(monthsToYears(0)).toBe(0);
  });

  it("matches from 2 characters, ignoring case, accents and punctuation ('mabc' → M-ABC-2)", () => {
    const mabc = { title: "Batterie d'évaluation du mouvement", code: 'M-ABC-2', description: 'Équilibre et visée' };
    expect(compactText('M-ABC-2')).toBe('mabc2');
    expect(matchesTestSearch(mabc, 'mabc')).toBe(true);
    expect(matchesTestSearch(mabc, 'EVALUATION')).toBe(true);
    expect(matchesTestSearch(mabc, 'x')).toBe(true);
    expect(matchesTestSearch(mabc, 'equilibre')).toBe(false);
    expect(matchesTestSearch(mabc, 'equilibre', true)).toBe(true);
    expect(matchesTestSearch(mabc, 'bhk')).toBe(false);
  });
});
