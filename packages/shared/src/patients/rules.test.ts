import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ageOn,
  bilanStatus,
  defaultGoalTargetDate,
  foldForSearch,
  formatAddress,
  initials,
  instructionCategoryColor,
  isMajorOn,
  isTargetDateValid,
  mentionsBilan,
  todayIso,
} from './rules';

const iso = (d: Date) => d.toISOString().slice(0, 10);
const addDays = (isoDate: string, days: number) => iso(new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000));
const isLeap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
/** The day a birthday is celebrated in year `y` (29 February → 1 March in common years). */
const birthdayIn = (dob: string, y: number) => {
  const monthDay = dob.slice(5);
  return monthDay === '02-29' && !isLeap(y) ? `${y}-03-01` : `${y}-${monthDay}`;
};
const arbDate = fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2100-12-31T00:00:00Z'), noInvalidDate: true }).map(iso);

describe('todayIso', () => {
  it('is the calendar date of the given time zone', () => {
    const lateEvening = new Date('2026-11-23T23:30:00Z');
    expect(todayIso(lateEvening, 'Europe/Paris')).toBe('2026-11-24');
    expect(todayIso(lateEvening, 'UTC')).toBe('2026-11-23');
    expect(todayIso(new Date('2026-11-23T02:00:00Z'), 'America/Guadeloupe')).toBe('2026-11-22');
  });

  it('without a time zone, is the calendar date of the machine’s, as Intl reads it', () => {
    const machineZone = new Intl.DateTimeFormat().resolvedOptions().timeZone;
    const instants = ['2026-01-01T00:30:00Z', '2026-03-29T01:30:00Z', '2026-06-30T23:59:59Z', '2026-12-31T23:30:00Z', '2028-02-29T12:00:00Z'];
    for (const instant of instants) {
      const date = new Date(instant);
      expect(todayIso(date)).toBe(todayIso(date, machineZone));
    }
  });
});

describe('ageOn', () => {
  it.each([
    ['2008-11-23', '2026-11-23', 18],
    ['2008-11-24', '2026-11-23', 17],
    ['2008-11-22', '2026-11-23', 18],
    ['2008-12-01', '2026-11-30', 17],
    ['2026-11-23', '2026-11-23', 0],
    ['1900-01-01', '2026-11-23', 126],
    // 29 February: the birthday counts on 1 March in common years, on the day in leap years.
    ['2008-02-29', '2026-02-28', 17],
    ['2008-02-29', '2026-03-01', 18],
    ['2008-02-29', '2028-02-28', 19],
    ['2008-02-29', '2028-02-29', 20],
    ['2008-02-29', '2008-03-01', 0],
  ])('born %s, on %s → %i', (dob, today, age) => {
    expect(ageOn(dob, today)).toBe(age);
  });

  it('is never negative for a birth date up to today', () => {
    fc.assert(
      fc.property(arbDate, arbDate, (a, b) => {
        const [dob, today] = a <= b ? [a, b] : [b, a];
        expect(ageOn(dob, today)).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('increases by exactly one on each birthday, and not the day before', () => {
    fc.assert(
      fc.property(arbDate, fc.integer({ min: 1, max: 110 }), (dob, years) => {
        const y = Number(dob.slice(0, 4)) + years;
        const birthday = birthdayIn(dob, y);
        expect(ageOn(dob, birthday)).toBe(years);
        expect(ageOn(dob, addDays(birthday, -1))).toBe(years - 1);
      }),
    );
  });

  it('never changes between two birthdays', () => {
    fc.assert(
      fc.property(arbDate, fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 364 }), (dob, years, offset) => {
        const y = Number(dob.slice(0, 4)) + years;
        const start = birthdayIn(dob, y);
        const day = addDays(start, offset);
        fc.pre(day < birthdayIn(dob, y + 1));
        expect(ageOn(dob, day)).toBe(years);
      }),
    );
  });
});

describe('isMajorOn', () => {
  it('is major from the 18th birthday, and before any date is entered', () => {
    expect(isMajorOn('2008-11-23', '2026-11-23')).toBe(true);
    expect(isMajorOn('2008-11-24', '2026-11-23')).toBe(false);
    expect(isMajorOn('2008-02-29', '2026-02-28')).toBe(false);
    expect(isMajorOn('2008-02-29', '2026-03-01')).toBe(true);
    expect(isMajorOn(null, '2026-11-23')).toBe(true);
    expect(isMajorOn(undefined, '2026-11-23')).toBe(true);
    expect(isMajorOn('', '2026-11-23')).toBe(true);
  });

  it('agrees with ageOn ≥ 18', () => {
    fc.assert(
      fc.property(arbDate, arbDate, (a, b) => {
        const [dob, today] = a <= b ? [a, b] : [b, a];
        expect(isMajorOn(dob, today)).toBe(ageOn(dob, today) >= 18);
      }),
    );
  });
});

describe('bilanStatus (spec 1 §4)', () => {
  it.each([
    [false, false, false, 'todo'],
    [true, false, false, 'todo'],
    [false, true, false, 'inprogress'],
    [false, false, true, 'inprogress'],
    [false, true, true, 'inprogress'],
    [true, true, false, 'inprogress'],
    [true, false, true, 'done'],
    [true, true, true, 'done'],
  ] as const)('past bilan %s, future bilan %s, bilan document %s → %s', (past, future, doc, expected) => {
    expect(bilanStatus({ hasPastBilanAppointment: past, hasFutureBilanAppointment: future, hasBilanDocument: doc })).toBe(expected);
  });

  it.each([
    ['Bilan psychomoteur', true],
    ['BILAN', true],
    ['Compte-rendu_bilan.pdf', true],
    ['Bilans', true],
    ['Séance de suivi', false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('mentionsBilan(%j) → %s', (text, expected) => {
    expect(mentionsBilan(text)).toBe(expected);
  });
});

describe('instructionCategoryColor', () => {
  it.each([
    ['Médicament', 'red'],
    ['MÉDICATION', 'red'],
    ['medication', 'red'],
    ['Traitement', 'red'],
    ['treatment', 'red'],
    ['Exercices', 'blue'],
    ['exercise', 'blue'],
    ['Rééducation', 'blue'],
    ['REEDUCATION', 'blue'],
    ['rehabilitation', 'blue'],
    ['Conseil', 'amber'],
    ['Conseils pratiques', 'amber'],
    ['advice', 'amber'],
    ['ATTENTION', 'amber'],
    ['Hygiène de vie', 'green'],
    ['', 'green'],
    [null, 'green'],
    [undefined, 'green'],
  ])('%j → %s', (category, color) => {
    expect(instructionCategoryColor(category)).toBe(color);
  });
});

describe('goal target dates', () => {
  it.each([
    ['2026-11-23', '2027-02-23'],
    ['2026-11-30', '2027-02-28'],
    ['2027-11-30', '2028-02-29'],
    ['2027-11-29', '2028-02-29'],
    ['2026-12-31', '2027-03-31'],
    ['2026-10-31', '2027-01-31'],
    ['2026-03-31', '2026-06-30'],
    ['2026-05-31', '2026-08-31'],
    ['2026-01-01', '2026-04-01'],
  ])('default target date from %s is %s', (today, expected) => {
    expect(defaultGoalTargetDate(today)).toBe(expected);
  });

  it('always lands in the month three months later, never before today', () => {
    fc.assert(
      fc.property(arbDate, (today) => {
        const target = defaultGoalTargetDate(today);
        const months = (Number(target.slice(0, 4)) - Number(today.slice(0, 4))) * 12 + Number(target.slice(5, 7)) - Number(today.slice(5, 7));
        expect(months).toBe(3);
        expect(isTargetDateValid(target, today)).toBe(true);
      }),
    );
  });

  it('accepts no date and today, refuses yesterday', () => {
    expect(isTargetDateValid(null, '2026-11-23')).toBe(true);
    expect(isTargetDateValid(undefined, '2026-11-23')).toBe(true);
    expect(isTargetDateValid('', '2026-11-23')).toBe(true);
    expect(isTargetDateValid('2026-11-23', '2026-11-23')).toBe(true);
    expect(isTargetDateValid('2026-11-22', '2026-11-23')).toBe(false);
  });
});

describe('formatAddress', () => {
  it.each([
    [{ addressNumber: '12 bis', addressStreet: 'rue des Lilas', addressComplement: 'Bât. B', postalCode: '69003', city: 'Lyon' }, '12 bis rue des Lilas, Bât. B, 69003 Lyon'],
    [{ addressStreet: 'rue des Lilas', city: 'Lyon' }, 'rue des Lilas, Lyon'],
    [{ addressNumber: '3', postalCode: '75011' }, '3, 75011'],
    [{ city: 'Nantes', addressComplement: null }, 'Nantes'],
    [{}, ''],
    [{ addressNumber: null, addressStreet: '', city: null }, ''],
  ])('%j → %j', (parts, expected) => {
    expect(formatAddress(parts)).toBe(expected);
  });
});

describe('initials and search folding', () => {
  it.each([
    ['Éloïse', 'Lefèvre', 'ÉL'],
    [' jean ', ' dupont', 'JD'],
    ['ïris', 'œuvre', 'ÏŒ'],
    ['', 'Seul', 'S'],
  ])('initials(%j, %j) → %s', (first, last, expected) => {
    expect(initials(first, last)).toBe(expected);
  });

  it.each([
    ['Éloïse', 'eloise'],
    ['LEFÈVRE', 'lefevre'],
    ['Ça va', 'ca va'],
    ['Noël Ñuñez', 'noel nunez'],
    ['abc', 'abc'],
  ])('foldForSearch(%j) → %j', (text, expected) => {
    expect(foldForSearch(text)).toBe(expected);
  });

  it('folds so that the folded name contains the folded query when the name does', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), (a, b, c) => {
        expect(foldForSearch(a + b + c).includes(foldForSearch(b))).toBe(true);
      }),
    );
  });
});
