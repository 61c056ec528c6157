import {
  Bell,
  BookOpen,
  Bot,
  ClipboardList,
  Clock,
  FileText,
  FolderOpen,
  ShieldCheck,
  UserRound,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { cn } from '@/lib/utils';
import {
  SETTINGS_PAGE_TABS,
  SETTINGS_PAGE_TAB_LABELS,
  type TSettingsPageTab,
} from '../lib/settings-tabs';

const ICONS: Record<TSettingsPageTab, LucideIcon> = {
  'practitioner-info': UserRound,
  'consultation-reasons': ClipboardList,
  'appointment-types': Clock,
  'trame-types': FileText,
  'user-documents': FolderOpen,
  knowledge: BookOpen,
  'reminder-rules': Bell,
  'agent-instructions': Bot,
  security: ShieldCheck,
};

type SettingsNavProps = {
  activeTab: TSettingsPageTab;
  onSelect: (tab: TSettingsPageTab) => void;
};

/** Side menu on wide screens, a select on narrow ones (same choices, one visible at a time). */
export function SettingsNav({ activeTab, onSelect }: SettingsNavProps) {
  return (
    <>
      <div className="grid gap-2 md:hidden">
        <Label htmlFor="settings-section">Rubrique</Label>
        <NativeSelect
          id="settings-section"
          value={activeTab}
          onChange={(e) =>
            onSelect(SETTINGS_PAGE_TABS.find((t) => t === e.target.value) ?? activeTab)
          }
        >
          {SETTINGS_PAGE_TABS.map((tab) => (
            <option key={tab} value={tab}>
              {SETTINGS_PAGE_TAB_LABELS[tab]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <nav aria-label="Rubriques des paramètres" className="hidden md:block">
        <ul className="grid gap-1">
          {SETTINGS_PAGE_TABS.map((tab) => {
            const Icon = ICONS[tab];
            const isActive = tab === activeTab;
            return (
              <li key={tab} className={cn(tab === 'security' && 'mt-2 border-t pt-2')}>
                <Link
                  to={`/settings?tab=${tab}`}
                  aria-current={isActive ? 'page' : undefined}
                  className={cn(
                    'flex items-center gap-2.5 rounded-md px-3 py-2 text-sm font-medium transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
                    isActive
                      ? 'bg-primary/10 text-primary'
                      : 'text-muted-foreground hover:bg-accent hover:text-accent-foreground',
                  )}
                >
                  <Icon className="size-4 shrink-0" aria-hidden="true" />
                  {SETTINGS_PAGE_TAB_LABELS[tab]}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    </>
  );
}
