import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { PractitionerInfoTab } from '@/features/profile/components/practitioner-info-tab';
import { SecurityTab } from '@/features/security/components/security-tab';
import { AgentInstructionsTab } from '@/features/settings/components/agent-instructions/agent-instructions-tab';
import { AppointmentTypesTab } from '@/features/settings/components/appointment-types/appointment-types-tab';
import { ConsultationReasonsTab } from '@/features/settings/components/consultation-reasons/consultation-reasons-tab';
import { KnowledgeTab } from '@/features/settings/components/knowledge/knowledge-tab';
import { ReminderRulesTab } from '@/features/settings/components/reminder-rules/reminder-rules-tab';
import { SettingsNav } from '@/features/settings/components/settings-nav';
import { TrameTypesTab } from '@/features/settings/components/trame-types/trame-types-tab';
import { UserDocumentsTab } from '@/features/settings/components/user-documents/user-documents-tab';
import {
  SETTINGS_PAGE_TAB_LABELS,
  settingsTabFromParam,
  type TSettingsPageTab,
} from '@/features/settings/lib/settings-tabs';

const TABS: Record<TSettingsPageTab, () => ReactNode> = {
  'practitioner-info': () => <PractitionerInfoTab />,
  'consultation-reasons': () => <ConsultationReasonsTab />,
  'appointment-types': () => <AppointmentTypesTab />,
  'trame-types': () => <TrameTypesTab />,
  'user-documents': () => <UserDocumentsTab />,
  knowledge: () => <KnowledgeTab />,
  'reminder-rules': () => <ReminderRulesTab />,
  'agent-instructions': () => <AgentInstructionsTab />,
  security: () => <SecurityTab />,
};

/** Spec 2 §2.4: /settings, the tab in the `tab` query parameter. */
export function SettingsPage() {
  const [params, setParams] = useSearchParams();
  const tab = settingsTabFromParam(params.get('tab'));
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 md:grid-cols-[14rem_1fr] lg:grid-cols-[16rem_1fr]">
      <aside className="md:sticky md:top-4 md:self-start">
        <SettingsNav activeTab={tab} onSelect={(next) => setParams({ tab: next })} />
      </aside>
      <section key={tab} aria-label={SETTINGS_PAGE_TAB_LABELS[tab]} className="min-w-0">
        {TABS[tab]()}
      </section>
    </div>
  );
}
