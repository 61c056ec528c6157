import { describe, expect, it } from 'vitest';
import { reportFixtures } from './fixtures/report-fixtures';
import { survives } from './fixtures/survivors';
import { pseudonymise, restore } from './pseudonymise';

/**
 * The bar of DESIGN.md: on invented reports with known identities, 0 identifying string
 * survives, and 0 clinical word listed is replaced. Prints its figures (no values).
 */
describe('privacy fixture suite', () => {
  it('holds at least 25 reports whose listed strings are really in them', () => {
    expect(reportFixtures.length).toBeGreaterThanOrEqual(25);
    expect(new Set(reportFixtures.map((f) => f.id)).size).toBe(reportFixtures.length);
    for (const fixture of reportFixtures) {
      const lines = fixture.text.split('\n').length;
      expect(lines >= 5 && lines <= 40, `${fixture.id}: ${lines} lines`).toBe(true);
      for (const s of [...fixture.identifiers, ...fixture.keep])
        expect(survives(fixture.text, s), `${fixture.id}: "${s}"`).toBe(true);
    }
  });

  it('misses no identifier and replaces no clinical word (store and reversible)', () => {
    const missed: string[] = [];
    const overReplaced: string[] = [];
    let identifiers = 0;
    let kept = 0;
    for (const fixture of reportFixtures) {
      for (const mode of ['store', 'reversible'] as const) {
        const { text } = pseudonymise(fixture.text, { identities: fixture.identities, mode });
        for (const id of fixture.identifiers)
          if (survives(text, id)) missed.push(`${fixture.id} (${mode}): "${id}"`);
        for (const word of fixture.keep)
          if (!survives(text, word)) overReplaced.push(`${fixture.id} (${mode}): "${word}"`);
      }
      identifiers += fixture.identifiers.length;
      kept += fixture.keep.length;
    }
    console.log(
      `privacy fixtures: ${reportFixtures.length} reports, ${identifiers} identifiers, missed ${missed.length}; ${kept} clinical words, over-replaced ${overReplaced.length}`,
    );
    expect(missed).toEqual([]);
    expect(overReplaced).toEqual([]);
  });

  it('restores every report exactly from its reversible form', () => {
    for (const fixture of reportFixtures) {
      const { text, map } = pseudonymise(fixture.text, {
        identities: fixture.identities,
        mode: 'reversible',
      });
      expect(restore(text, map), fixture.id).toBe(fixture.text);
    }
  });
});
