import { patientRepresentatives, patients } from '../../db/schema';
import { prescriberIdentity } from './prescriber-identity';
import type { KnownIdentity } from './types';

/** The columns that identify someone: never the clinical ones (notes, anamnesis). */
export const patientIdentityColumns = {
  id: patients.id,
  firstName: patients.firstName,
  lastName: patients.lastName,
  dateOfBirth: patients.dateOfBirth,
  email: patients.email,
  phoneNumber: patients.phoneNumber,
  addressNumber: patients.addressNumber,
  addressStreet: patients.addressStreet,
  postalCode: patients.postalCode,
  city: patients.city,
  socialSecurityNumber: patients.socialSecurityNumber,
  prescriber: patients.prescriber,
};

export const representativeIdentityColumns = {
  patientId: patientRepresentatives.patientId,
  firstName: patientRepresentatives.firstName,
  lastName: patientRepresentatives.lastName,
  email: patientRepresentatives.email,
  phone: patientRepresentatives.phone,
};

/** What `db.select(columns)` returns for one row: each column's type, nullable unless NOT NULL. */
type Row<Columns> = {
  [K in keyof Columns]: Columns[K] extends { _: { data: infer D; notNull: infer N } }
    ? N extends true
      ? D
      : D | null
    : never;
};
export type PatientIdentityRow = Row<typeof patientIdentityColumns>;
export type RepresentativeIdentityRow = Row<typeof representativeIdentityColumns>;

export function patientIdentity(p: PatientIdentityRow): KnownIdentity {
  return {
    firstName: p.firstName,
    lastName: p.lastName,
    role: 'patient',
    birthDate: p.dateOfBirth,
    email: p.email,
    phone: p.phoneNumber,
    nir: p.socialSecurityNumber,
    address: {
      number: p.addressNumber,
      street: p.addressStreet,
      postalCode: p.postalCode,
      city: p.city,
    },
  };
}

export function representativeIdentity(r: RepresentativeIdentityRow): KnownIdentity {
  return {
    firstName: r.firstName,
    lastName: r.lastName,
    role: 'representative',
    email: r.email,
    phone: r.phone,
  };
}

/** The patients' prescribers, each doctor once. */
export function prescriberIdentities(rows: readonly PatientIdentityRow[]): KnownIdentity[] {
  const byName = new Map<string, KnownIdentity>();
  for (const row of rows) {
    const prescriber = prescriberIdentity(row.prescriber);
    if (prescriber)
      byName.set(`${prescriber.firstName}|${prescriber.lastName}`.toLowerCase(), prescriber);
  }
  return [...byName.values()];
}
