import type { WizardField } from './wizard-values';

export const WIZARD_TABS = [
  { id: 'identity', label: 'Identité' },
  { id: 'contact', label: 'Contact & Adresse' },
  { id: 'representatives', label: 'Représentants' },
  { id: 'medical', label: 'Contexte Médical' },
  { id: 'parcours', label: 'Parcours' },
  { id: 'goals', label: 'Objectifs' },
] as const;

export type WizardTabId = (typeof WIZARD_TABS)[number]['id'];

/** The form fields each tab validates (representatives and goals are lists, checked apart). */
export const TAB_FIELDS: Record<WizardTabId, readonly WizardField[]> = {
  identity: [
    'civilite',
    'firstName',
    'lastName',
    'dateOfBirth',
    'gender',
    'familyStatus',
    'profession',
    'schoolName',
    'schoolLevel',
    'schoolClass',
  ],
  contact: [
    'email',
    'phoneNumber',
    'addressNumber',
    'addressStreet',
    'addressComplement',
    'postalCode',
    'city',
  ],
  representatives: [],
  medical: [
    'consultationReasonId',
    'prescriber',
    'socialSecurityNumber',
    'insurance',
    'anamnesis',
    'notes',
  ],
  parcours: ['parcours'],
  goals: [],
};

export function tabOfField(field: string): WizardTabId | undefined {
  return WIZARD_TABS.find((tab) => TAB_FIELDS[tab.id].some((f) => f === field))?.id;
}

/** The tabs holding an error, in the wizard's order. */
export function tabsWithErrors(
  fieldsInError: readonly string[],
  listErrors: Partial<Record<WizardTabId, string | undefined>>,
): WizardTabId[] {
  const tabs = new Set<WizardTabId>();
  for (const field of fieldsInError) {
    const tab = tabOfField(field);
    if (tab) tabs.add(tab);
  }
  for (const tab of WIZARD_TABS) if (listErrors[tab.id]) tabs.add(tab.id);
  return WIZARD_TABS.map((t) => t.id).filter((id) => tabs.has(id));
}

export function nextTab(tab: WizardTabId, step: 1 | -1): WizardTabId {
  const index = WIZARD_TABS.findIndex((t) => t.id === tab);
  const next = WIZARD_TABS[Math.min(Math.max(index + step, 0), WIZARD_TABS.length - 1)];
  return next?.id ?? tab;
}

/**
 * The tabs to validate, in order, before showing `target` from `current`: each tab passed over
 * going forward (as many 'Suivant'), none going back (issue 10 §9).
 */
export function tabsBefore(current: WizardTabId, target: WizardTabId): WizardTabId[] {
  const ids = WIZARD_TABS.map((t) => t.id);
  return ids.slice(ids.indexOf(current), Math.max(ids.indexOf(target), ids.indexOf(current)));
}
