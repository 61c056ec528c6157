import { RELATIONS, RELATION_LABELS } from '@praxis/shared/patients/constants';
import type { TRepresentative, TRepresentativeInput } from '@praxis/shared/patients/schemas';

type Relation = (typeof RELATIONS)[number];

/** What the representative form holds: text as typed, '' while a choice is not made. */
export type RepresentativeFormValues = {
  firstName: string;
  lastName: string;
  relation: Relation | '';
  customRelation: string;
  email: string;
  phone: string;
  isPrimary: boolean;
};

export const REPRESENTATIVE_FIELDS = [
  'firstName',
  'lastName',
  'relation',
  'customRelation',
  'email',
  'phone',
  'isPrimary',
] as const satisfies readonly (keyof RepresentativeFormValues)[];

function isRelation(value: string | undefined): value is Relation {
  return RELATIONS.some((r) => r === value);
}

export function representativeFormValues(
  representative?: Partial<TRepresentativeInput> | null,
): RepresentativeFormValues {
  return {
    firstName: representative?.firstName ?? '',
    lastName: representative?.lastName ?? '',
    relation: representative?.relation ?? '',
    customRelation: representative?.customRelation ?? '',
    email: representative?.email ?? '',
    phone: representative?.phone ?? '',
    isPrimary: representative?.isPrimary ?? false,
  };
}

/**
 * A stored representative as the form's input: its relation is one of RELATIONS, or the free
 * text typed for 'other' (spec 1 §3), which goes back under 'Autre' + the custom text.
 */
export function representativeToInput(
  representative: TRepresentative,
): Partial<TRepresentativeInput> & { id: string } {
  const { relation } = representative;
  const isKnown = isRelation(relation);
  return {
    id: representative.id,
    firstName: representative.firstName,
    lastName: representative.lastName,
    relation: isRelation(relation) ? relation : 'other',
    customRelation: isKnown ? undefined : relation,
    email: representative.email ?? '',
    phone: representative.phone ?? '',
    isPrimary: representative.isPrimary,
  };
}

/** 'Mère', 'Tuteur / Tutrice'…, or the custom text of 'other'. */
export function relationLabel(relation: string, customRelation?: string | null): string {
  if (relation === 'other' && customRelation) return customRelation;
  return isRelation(relation) ? RELATION_LABELS[relation] : relation;
}
