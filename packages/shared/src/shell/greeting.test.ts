import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { displayFirstName, greetingForHour } from './greeting';

describe('greetingForHour', () => {
  it.each([
    [0, 'Bonjour'],
    [11, 'Bonjour'],
    [12, 'Bon après-midi'],
    [17, 'Bon après-midi'],
    [18, 'Bonsoir'],
    [23, 'Bonsoir'],
  ])('%i h → %s', (hour, expected) => {
    expect(greetingForHour(hour)).toBe(expected);
  });

  it('changes only at noon and 18:00', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 22 }), (hour) => {
        const changed = greetingForHour(hour) !== greetingForHour(hour + 1);
        expect(changed).toBe(hour + 1 === 12 || hour + 1 === 18);
      }),
    );
  });
});

describe('displayFirstName', () => {
  it('falls back to Praticien', () => {
    expect(displayFirstName(null)).toBe('Praticien');
    expect(displayFirstName('   ')).toBe('Praticien');
    expect(displayFirstName(' Léa ')).toBe('Léa');
  });
});
