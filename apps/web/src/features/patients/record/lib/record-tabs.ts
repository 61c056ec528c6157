/**
 * The six tabs of the record (spec 1 §2) and the 'Journal d'accès' (issue 16 §1), their `?tab=`
 * value and label, in order.
 */
export const RECORD_TABS = [
  'synthese',
  'rendez-vous',
  'objectifs',
  'documents',
  'notes',
  'instructions',
  'journal',
] as const;
export type TRecordTab = (typeof RECORD_TABS)[number];

export const RECORD_TAB_LABELS: Record<TRecordTab, string> = {
  synthese: 'Synthèse',
  'rendez-vous': 'Rendez-vous',
  objectifs: 'Objectifs',
  documents: 'Documents',
  notes: 'Notes',
  instructions: 'Instructions',
  journal: "Journal d'accès",
};

export const DEFAULT_RECORD_TAB: TRecordTab = 'synthese';

/** Synthèse by default, and for any value that is not a tab. */
export function recordTabFromParam(value: string | null): TRecordTab {
  return RECORD_TABS.find((tab) => tab === value) ?? DEFAULT_RECORD_TAB;
}
