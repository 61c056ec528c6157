import { Suspense, lazy, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { SettingsNav } from '@/features/settings/components/settings-nav';
import {
  SETTINGS_PAGE_TAB_LABELS,
  settingsTabFromParam,
  type TSettingsPageTab,
} from '@/features/settings/lib/settings-tabs';

// Each tab is fetched when shown (issue 15: the route's first load stays within the JavaScript
// budget; the forms bring react-hook-form and zod, the security tab a QR code library and the
// Better Auth client).
const PractitionerInfoTab = lazy(() =>
  import('@/features/profile/components/practitioner-info-tab').then((m) => ({
    default: m.PractitionerInfoTab,
  })),
);
const SecurityTab = lazy(() =>
  import('@/features/security/components/security-tab').then((m) => ({ default: m.SecurityTab })),
);
const AgentInstructionsTab = lazy(() =>
  import('@/features/settings/components/agent-instructions/agent-instructions-tab').then((m) => ({
    default: m.AgentInstructionsTab,
  })),
);
const AppointmentTypesTab = lazy(() =>
  import('@/features/settings/components/appointment-types/appointment-types-tab').then((m) => ({
    default: m.AppointmentTypesTab,
  })),
);
const ConsultationReasonsTab = lazy(() =>
  import('@/features/settings/components/consultation-reasons/consultation-reasons-tab').then(
    (m) => ({ default: m.ConsultationReasonsTab }),
  ),
);
const KnowledgeTab = lazy(() =>
  import('@/features/settings/components/knowledge/knowledge-tab').then((m) => ({
    default: m.KnowledgeTab,
  })),
);
const ReminderRulesTab = lazy(() =>
  import('@/features/settings/components/reminder-rules/reminder-rules-tab').then((m) => ({
    default: m.ReminderRulesTab,
  })),
);
const TrameTypesTab = lazy(() =>
  import('@/features/settings/components/trame-types/trame-types-tab').then((m) => ({
    default: m.TrameTypesTab,
  })),
);
const UserDocumentsTab = lazy(() =>
  import('@/features/settings/components/user-documents/user-documents-tab').then((m) => ({
    default: m.UserDocumentsTab,
  })),
);

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
        <Suspense fallback={<Spinner className="size-6" />}>{TABS[tab]()}</Suspense>
      </section>
    </div>
  );
}
