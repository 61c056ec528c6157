/**
 * Every localStorage key the app writes, in one place: the version clean-up keeps these and
 * removes the rest, so a key missing here is a preference lost on every deploy (issue 10 §6).
 * Every value is JSON, so that the clean-up can tell a corrupted entry from a valid one
 * (spec 1 §9). readStored/writeStored only take these keys.
 */
export const STORAGE_KEYS = {
  theme: 'praxis:theme',
  sidebarCollapsed: 'praxis:sidebar-collapsed',
  schemaVersion: 'praxis:schema-version',
  buildTime: 'praxis:build-time',
  /** Reserved for the profile being filled in during onboarding (spec 3 §9 "pending profile"). */
  pendingProfile: 'praxis:pending-profile',
  /** 'Cartes' or 'Liste' on Mes Patients (spec 1 §2). */
  patientsView: 'praxis:patients-view',
  /** The patient record's welcome tip was closed (spec 1 §2). */
  patientRecordTipDismissed: 'praxis:patient-record-tip-dismissed',
  /** The school-holiday zone last chosen for a recurring series ('' = holidays not skipped). */
  schoolHolidayZone: 'praxis:school-holiday-zone',
} as const;

export type TStorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** What a valid value of each key looks like; an entry failing its check is removed. */
export const STORED_VALUE_CHECKS: Record<TStorageKey, (value: unknown) => boolean> = {
  [STORAGE_KEYS.theme]: (v) => v === 'light' || v === 'dark',
  [STORAGE_KEYS.sidebarCollapsed]: (v) => typeof v === 'boolean',
  [STORAGE_KEYS.schemaVersion]: (v) => typeof v === 'number' && Number.isInteger(v),
  [STORAGE_KEYS.buildTime]: (v) => typeof v === 'string' && !Number.isNaN(Date.parse(v)),
  // Written by no screen yet; any JSON is kept.
  [STORAGE_KEYS.pendingProfile]: () => true,
  // The values of LIST_VIEWS (patients/list/lib/list-params.ts): 'table' is the 'Liste' view.
  [STORAGE_KEYS.patientsView]: (v) => v === 'cards' || v === 'table',
  [STORAGE_KEYS.patientRecordTipDismissed]: (v) => typeof v === 'boolean',
  // HOLIDAY_ZONES of @praxis/shared/appointments/series, written out: this module is in the entry.
  [STORAGE_KEYS.schoolHolidayZone]: (v) => v === '' || v === 'A' || v === 'B' || v === 'C',
};

export function readStored(key: TStorageKey): unknown {
  try {
    const raw = window.localStorage.getItem(key);
    return raw === null ? undefined : (JSON.parse(raw) as unknown);
  } catch {
    return undefined;
  }
}

export function writeStored(key: TStorageKey, value: unknown): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or disabled (private browsing): the preference simply is not remembered.
  }
}
