import { describe, expect, it } from 'vitest';
import {
  SETTINGS_PAGE_TABS,
  SETTINGS_PAGE_TAB_LABELS,
  settingsTabFromParam,
} from './settings-tabs';

describe('settingsTabFromParam', () => {
  it.each([
    [null, 'practitioner-info'],
    ['', 'practitioner-info'],
    ['inconnu', 'practitioner-info'],
    ['knowledge', 'knowledge'],
    ['reminder-rules', 'reminder-rules'],
    ['security', 'security'],
  ])('%s → %s', (value, tab) => {
    expect(settingsTabFromParam(value)).toBe(tab);
  });

  it('lists the eight tabs of the spec, then Sécurité', () => {
    expect(SETTINGS_PAGE_TABS.map((t) => SETTINGS_PAGE_TAB_LABELS[t])).toEqual([
      'Informations personnelles',
      'Motifs de consultation',
      'Types de séance',
      'Types de trame',
      'Mes documents',
      'Exercices & Documents',
      'Rappels & Communications',
      'Instructions agents',
      'Sécurité',
    ]);
  });
});
