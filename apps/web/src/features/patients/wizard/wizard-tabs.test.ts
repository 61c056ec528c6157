import { describe, expect, it } from 'vitest';
import { WIZARD_TABS, nextTab, tabOfField, tabsBefore, tabsWithErrors } from './wizard-tabs';
import { WIZARD_DEFAULTS } from './wizard-values';

describe('wizard tabs', () => {
  it('has the six tabs of spec 1 §2 in order', () => {
    expect(WIZARD_TABS.map((t) => t.label)).toEqual([
      'Identité',
      'Contact & Adresse',
      'Représentants',
      'Contexte Médical',
      'Parcours',
      'Objectifs',
    ]);
  });

  it('puts every form field on exactly one tab', () => {
    for (const field of Object.keys(WIZARD_DEFAULTS)) expect(tabOfField(field)).toBeDefined();
    expect(tabOfField('email')).toBe('contact');
    expect(tabOfField('socialSecurityNumber')).toBe('medical');
    expect(tabOfField('nothing')).toBeUndefined();
  });

  it('lists the tabs in error in the wizard order, the first one first', () => {
    expect(tabsWithErrors(['prescriber', 'phoneNumber', 'firstName'], {})).toEqual([
      'identity',
      'contact',
      'medical',
    ]);
    expect(tabsWithErrors(['prescriber'], { representatives: 'Au moins un…' })).toEqual([
      'representatives',
      'medical',
    ]);
    expect(tabsWithErrors([], { representatives: undefined })).toEqual([]);
  });

  it('moves one tab forward or back, never past the ends', () => {
    expect(nextTab('identity', 1)).toBe('contact');
    expect(nextTab('identity', -1)).toBe('identity');
    expect(nextTab('goals', 1)).toBe('goals');
    expect(nextTab('goals', -1)).toBe('parcours');
  });

  it('validates every tab passed over going forward, none going back (issue 10 §9)', () => {
    expect(tabsBefore('identity', 'contact')).toEqual(['identity']);
    expect(tabsBefore('identity', 'medical')).toEqual(['identity', 'contact', 'representatives']);
    expect(tabsBefore('contact', 'goals')).toEqual(['contact', 'representatives', 'medical', 'parcours']);
    expect(tabsBefore('medical', 'identity')).toEqual([]);
    expect(tabsBefore('medical', 'medical')).toEqual([]);
  });
});
