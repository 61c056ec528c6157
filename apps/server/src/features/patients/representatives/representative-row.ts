import type { TRepresentative, TRepresentativeInput } from '@praxis/shared/patients/schemas';
import { patientRepresentatives } from '../../../db/schema';

export const representativeColumns = {
  id: patientRepresentatives.id,
  patientId: patientRepresentatives.patientId,
  firstName: patientRepresentatives.firstName,
  lastName: patientRepresentatives.lastName,
  relation: patientRepresentatives.relation,
  email: patientRepresentatives.email,
  phone: patientRepresentatives.phone,
  isPrimary: patientRepresentatives.isPrimary,
  createdAt: patientRepresentatives.createdAt,
};

type Row = Pick<typeof patientRepresentatives.$inferSelect, keyof typeof representativeColumns>;

export function toRepresentative(row: Row): TRepresentative {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

/** 'other' is stored as the text the user typed (spec 1 §3: free text when other). */
export function relationOf(input: Pick<TRepresentativeInput, 'relation' | 'customRelation'>): string {
  return input.relation === 'other' && input.customRelation ? input.customRelation : input.relation;
}

/** The editable columns of a representative (identity of the patient and tenant set apart). */
export function representativeFields(input: TRepresentativeInput) {
  return {
    firstName: input.firstName,
    lastName: input.lastName,
    relation: relationOf(input),
    email: input.email,
    phone: input.phone,
  };
}
