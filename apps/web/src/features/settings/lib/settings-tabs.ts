import {
  SETTINGS_TABS,
  SETTINGS_TAB_LABELS,
  type TSettingsTab,
} from '@praxis/shared/settings/schemas';

/** 'Sécurité' is ours (beyond spec 2 §2.4): it comes after the spec's eight tabs. */
export const SECURITY_TAB = 'security';
export type TSettingsPageTab = TSettingsTab | typeof SECURITY_TAB;

export const SETTINGS_PAGE_TABS: readonly TSettingsPageTab[] = [...SETTINGS_TABS, SECURITY_TAB];

export const SETTINGS_PAGE_TAB_LABELS: Record<TSettingsPageTab, string> = {
  ...SETTINGS_TAB_LABELS,
  [SECURITY_TAB]: 'Sécurité',
};

export const DEFAULT_SETTINGS_TAB: TSettingsPageTab = 'practitioner-info';

/** Spec 2 §2.4: the `tab` query parameter, with practitioner-info as default and fallback. */
export function settingsTabFromParam(value: string | null): TSettingsPageTab {
  return SETTINGS_PAGE_TABS.find((tab) => tab === value) ?? DEFAULT_SETTINGS_TAB;
}
