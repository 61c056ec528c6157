import { COUNTRIES, type TProfile } from '@praxis/shared/profile/schemas';

/** What the inputs hold: text everywhere, turned into TProfileUpdate by the shared schema. */
export type ProfileFormValues = {
  civilite: string;
  firstName: string;
  lastName: string;
  professionId: string;
  phone: string;
  rpps: string;
  siret: string;
  cabinetAddressLine1: string;
  cabinetAddressLine2: string;
  cabinetPostalCode: string;
  cabinetCity: string;
  cabinetCountry: string;
};
export const PROFILE_FIELD_NAMES = [
  'civilite',
  'firstName',
  'lastName',
  'professionId',
  'phone',
  'rpps',
  'siret',
  'cabinetAddressLine1',
  'cabinetAddressLine2',
  'cabinetPostalCode',
  'cabinetCity',
  'cabinetCountry',
] as const;

/** The profile as the form shows it: empty text for null, France when no country. */
export function toProfileFormValues(p: TProfile): ProfileFormValues {
  return {
    civilite: p.civilite ?? '',
    firstName: p.firstName ?? '',
    lastName: p.lastName ?? '',
    professionId: p.professionId ?? '',
    phone: p.phone ?? '',
    rpps: p.rpps ?? '',
    siret: p.siret ?? '',
    cabinetAddressLine1: p.cabinetAddressLine1 ?? '',
    cabinetAddressLine2: p.cabinetAddressLine2 ?? '',
    cabinetPostalCode: p.cabinetPostalCode ?? '',
    cabinetCity: p.cabinetCity ?? '',
    cabinetCountry: COUNTRIES.find((c) => c === p.cabinetCountry) ?? 'FR',
  };
}
