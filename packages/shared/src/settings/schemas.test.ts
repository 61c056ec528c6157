import { describe, expect, it } from 'vitest';
import {
  ZAppointmentTypeInput,
  ZAppointmentTypePatch,
  ZConsultationReasonInput,
  ZKnowledgeFilters,
  ZKnowledgeItemInput,
  ZKnowledgeItemPatch,
  ZTrameTypeInput,
  ZTrameTypePatch,
  ZUserDocumentFilters,
  ZUserDocumentInput,
  ZUserDocumentPatch,
} from './schemas';
import type { z } from 'zod';

function messageOf(schema: z.ZodType, input: unknown, field: string): string | undefined {
  return schema.safeParse(input).error?.issues.find((i) => i.path.join('.') === field)?.message;
}

const long = (n: number) => 'x'.repeat(n);

describe('appointment type form (spec 2 §5.3)', () => {
  const valid = { name: 'Bilan psychomoteur', durationMinutes: 60 };
  it.each([
    ['name', undefined, 'Le nom est requis'],
    ['name', '   ', 'Le nom est requis'],
    ['name', long(121), 'Le nom ne peut pas dépasser 120 caractères'],
    ['durationMinutes', 0, 'La durée doit être positive'],
    ['durationMinutes', -5, 'La durée doit être positive'],
    ['durationMinutes', 481, 'La durée ne peut pas dépasser 8 heures'],
    ['durationMinutes', 'abc', 'La durée doit être positive'],
  ])('%s = %j → %s', (field, value, expected) => {
    expect(messageOf(ZAppointmentTypeInput, { ...valid, [field]: value }, field)).toBe(expected);
  });

  it('trims optional texts and turns empty ones into null; omitted ones stay absent', () => {
    const parsed = ZAppointmentTypeInput.parse({ ...valid, location: '  Cabinet ', description: '  ', tests: '', iaDescription: ' Ton chaleureux ' });
    expect(parsed).toEqual({ ...valid, location: 'Cabinet', description: null, tests: null, iaDescription: 'Ton chaleureux' });
    expect(ZAppointmentTypeInput.parse(valid)).toEqual(valid);
    expect(ZAppointmentTypeInput.parse({ ...valid, durationMinutes: '45' }).durationMinutes).toBe(45);
  });

  it('accepts the bounds 1 and 480', () => {
    expect(ZAppointmentTypeInput.safeParse({ ...valid, durationMinutes: 1 }).success).toBe(true);
    expect(ZAppointmentTypeInput.safeParse({ ...valid, durationMinutes: 480 }).success).toBe(true);
  });

  it('patches any subset without inventing values', () => {
    expect(ZAppointmentTypePatch.parse({ durationMinutes: 30 })).toEqual({ durationMinutes: 30 });
  });
});

describe('consultation reason (spec 2 §5.4)', () => {
  it.each([
    ['label', undefined, 'Le libellé est requis'],
    ['label', '', 'Le libellé est requis'],
    ['label', long(121), 'Le libellé ne peut pas dépasser 120 caractères'],
    ['description', long(501), 'La description ne peut pas dépasser 500 caractères'],
  ])('%s = %j → %s', (field, value, expected) => {
    expect(messageOf(ZConsultationReasonInput, { label: 'Troubles du graphisme', [field]: value }, field)).toBe(expected);
  });
});

describe('trame type (spec 2 §5.5)', () => {
  it.each([
    ['label', '', 'Le nom est requis'],
    ['label', long(121), 'Le nom ne peut pas dépasser 120 caractères'],
    ['description', long(501), 'La description ne peut pas dépasser 500 caractères'],
  ])('%s = %j → %s', (field, value, expected) => {
    expect(messageOf(ZTrameTypeInput, { label: 'Bilan initial', [field]: value }, field)).toBe(expected);
  });

  it('defaults is_bilan to false on creation, but a patch never resets it', () => {
    expect(ZTrameTypeInput.parse({ label: 'Bilan' }).isBilan).toBe(false);
    expect(ZTrameTypePatch.parse({ isActive: false })).toEqual({ isActive: false });
    expect(messageOf(ZTrameTypePatch, { label: '' }, 'label')).toBe('Le nom est requis');
  });
});

describe('user document (spec 2 §5.8)', () => {
  it.each([
    ['title', undefined, 'Le titre est requis'],
    ['title', ' ', 'Le titre est requis'],
    ['title', long(201), 'Le titre ne peut pas dépasser 200 caractères'],
    ['trameId', 'pas-un-uuid', 'Trame invalide'],
    ['tags', [long(51)], 'Un mot-clé ne peut pas dépasser 50 caractères'],
  ])('%s = %j → %s', (field, value, expected) => {
    const issue = ZUserDocumentInput.safeParse({ title: 'Fiche', [field]: value }).error?.issues[0];
    expect(issue?.path[0]).toBe(field);
    expect(issue?.message).toBe(expected);
  });

  it('trims tags and drops duplicates, case-insensitively, keeping the first spelling', () => {
    expect(ZUserDocumentInput.parse({ title: 'Fiche', tags: [' Graphisme ', 'graphisme', 'Équilibre'] }).tags).toEqual(['Graphisme', 'Équilibre']);
    expect(ZUserDocumentInput.parse({ title: 'Fiche', trameId: '' }).trameId).toBeNull();
  });

  it('patches without resetting the tags', () => {
    expect(ZUserDocumentPatch.parse({ title: 'Autre' })).toEqual({ title: 'Autre' });
  });

  it('reads the list filters', () => {
    expect(ZUserDocumentFilters.parse({ trameId: 'none' })).toMatchObject({ trameId: 'none', page: 1, pageSize: 100 });
    expect(ZUserDocumentFilters.safeParse({ trameId: 'autre' }).error?.issues[0]?.message).toBe('Trame invalide');
    expect(ZUserDocumentFilters.safeParse({ pageSize: '500' }).error?.issues[0]?.message).toBe('Taille de page invalide');
    expect(ZKnowledgeFilters.safeParse({ page: '0' }).error?.issues[0]?.message).toBe('Page invalide');
    expect(ZKnowledgeFilters.safeParse({ search: 'x'.repeat(201) }).error?.issues[0]?.message).toBe('La recherche ne peut pas dépasser 200 caractères');
  });
});

describe('knowledge item (spec 2 §5.7)', () => {
  it.each([
    ['title', undefined, 'Le titre est obligatoire'],
    ['title', '', 'Le titre est obligatoire'],
    ['kind', 'video', 'Type invalide'],
  ])('%s = %j → %s', (field, value, expected) => {
    expect(messageOf(ZKnowledgeItemInput, { title: 'Parcours', [field]: value }, field)).toBe(expected);
  });

  it('defaults the kind to other, and a patch keeps it', () => {
    expect(ZKnowledgeItemInput.parse({ title: 'Parcours' })).toEqual({ title: 'Parcours', kind: 'other', tags: [] });
    expect(ZKnowledgeItemPatch.parse({ title: 'Parcours' })).toEqual({ title: 'Parcours' });
    expect(ZKnowledgeFilters.parse({ kind: 'all' }).kind).toBe('all');
    expect(ZKnowledgeFilters.safeParse({ kind: 'video' }).error?.issues[0]?.message).toBe('Type invalide');
  });
});
