import { CIVILITES, FAMILY_STATUSES, GENDERS, PATIENT_STATUSES, PATIENT_STATUS_LABELS } from '@praxis/shared/patients/constants';
import type { TPatientEditValues } from './patient-edit-form';

export type TEditFieldSpec = {
  name: keyof TPatientEditValues;
  label: string;
  kind?: 'text' | 'email' | 'tel' | 'date' | 'select' | 'textarea';
  options?: readonly string[];
  /** The shown text of each option; the option itself otherwise. */
  optionLabels?: Readonly<Record<string, string>>;
  /** A first choice meaning 'none' (value ''). */
  emptyOption?: string;
  /** Spans both columns. */
  wide?: boolean;
  max?: string;
  autoComplete?: string;
  inputMode?: 'numeric' | 'tel' | 'email';
};

export type TEditSection = { title: string; fields: TEditFieldSpec[] };

/** The fields of the record's edit dialog by section (spec 1 §5); the class only for a minor. */
export function patientEditSections(isMinor: boolean, today: string): TEditSection[] {
  const identity: TEditFieldSpec[] = [
    { name: 'civilite', label: 'Civilité', kind: 'select', options: CIVILITES },
    { name: 'gender', label: 'Genre', kind: 'select', options: GENDERS },
    { name: 'firstName', label: 'Prénom', autoComplete: 'off' },
    { name: 'lastName', label: 'Nom', autoComplete: 'off' },
    { name: 'dateOfBirth', label: 'Date de naissance', kind: 'date', max: today },
    {
      name: 'status',
      label: 'Statut',
      kind: 'select',
      options: PATIENT_STATUSES,
      optionLabels: PATIENT_STATUS_LABELS,
    },
    {
      name: 'familyStatus',
      label: 'Situation familiale',
      kind: 'select',
      options: FAMILY_STATUSES,
      emptyOption: 'Non renseignée',
    },
    { name: 'profession', label: 'Profession' },
    { name: 'schoolName', label: 'Établissement scolaire' },
    { name: 'schoolLevel', label: 'Niveau scolaire' },
  ];
  if (isMinor) identity.push({ name: 'schoolClass', label: 'Classe' });
  return [
    { title: 'Identité', fields: identity },
    {
      title: 'Contact et adresse',
      fields: [
        { name: 'email', label: 'E-mail', kind: 'email' },
        { name: 'phoneNumber', label: 'Téléphone', kind: 'tel' },
        { name: 'addressNumber', label: 'Numéro' },
        { name: 'addressStreet', label: 'Rue' },
        { name: 'addressComplement', label: 'Complément d’adresse' },
        { name: 'postalCode', label: 'Code postal' },
        { name: 'city', label: 'Ville' },
      ],
    },
    {
      title: 'Contexte médical',
      fields: [
        { name: 'prescriber', label: 'Prescripteur' },
        { name: 'socialSecurityNumber', label: 'N° de sécurité sociale', inputMode: 'numeric' },
        { name: 'insurance', label: 'Mutuelle' },
        { name: 'followupStartedAt', label: 'Début du suivi', kind: 'date' },
        { name: 'anamnesis', label: 'Anamnèse', kind: 'textarea', wide: true },
        { name: 'notes', label: 'Notes', kind: 'textarea', wide: true },
      ],
    },
  ];
}
