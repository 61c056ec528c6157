import { describe, expect, it } from 'vitest';
import { pseudonymise } from '../../../lib/privacy/pseudonymise';
import { createStreamRestorer } from './stream-restorer';

const identities = [{ firstName: 'Garance', lastName: 'Lheureux', role: 'patient' as const }];

describe('createStreamRestorer', () => {
  it('puts names back even when a placeholder is cut between chunks', () => {
    const { text, map } = pseudonymise('Séance de Garance Lheureux.', { identities, mode: 'reversible' });
    const restorer = createStreamRestorer(map);
    const pieces = text.match(/.{1,3}/gsu) ?? [];
    const out = pieces.map((p) => restorer.push(p)).join('') + restorer.flush();
    expect(out).toBe('Séance de Garance Lheureux.');
  });

  it('lets a bracket that is not a placeholder through', () => {
    const restorer = createStreamRestorer({});
    expect(restorer.push('[voir annexe')).toBe('');
    expect(restorer.push(' 2] ok')).toBe('[voir annexe 2] ok');
    expect(restorer.push('[' + 'x'.repeat(60))).toBe('[' + 'x'.repeat(60));
    expect(restorer.flush()).toBe('');
  });
});
