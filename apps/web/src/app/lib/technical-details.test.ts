import { describe, expect, it } from 'vitest';
import { technicalDetails } from './technical-details';

describe("the error screen's 'Détails techniques' (issue 10 §12)", () => {
  const error = new TypeError("Lecture impossible de l'agenda");

  it('shows practitioners the message only, without the English name and stack', () => {
    expect(technicalDetails(error, false)).toBe("Lecture impossible de l'agenda");
    expect(technicalDetails({ code: 42 }, false)).toBe('Erreur inconnue');
    expect(technicalDetails('Échec du chargement', false)).toBe('Échec du chargement');
  });

  it('shows developers the name and the stack', () => {
    const details = technicalDetails(error, true);
    expect(details.startsWith("TypeError: Lecture impossible de l'agenda\n\n")).toBe(true);
    expect(details).toContain('technical-details.test.ts');
    expect(technicalDetails({ code: 42 }, true)).toContain('"code": 42');
  });
});
