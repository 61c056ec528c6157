import type { ReactNode } from 'react';
import { Tabs } from 'radix-ui';
import { cn } from '@/lib/utils';
import { RECORD_TAB_LABELS, RECORD_TABS, type TRecordTab } from '../lib/record-tabs';

type RecordTabsProps = {
  value: TRecordTab;
  onChange: (tab: TRecordTab) => void;
  panels: Record<TRecordTab, () => ReactNode>;
};

/**
 * On a narrow screen the tab list scrolls sideways: the selected tab is brought into view, without
 * scrolling the page itself. Measured in the next frame, where the browser lays the page out
 * anyway: measured as the tab mounts, it forced a layout in the middle of the record's first
 * commit (9 ms of its script time, unthrottled).
 */
function revealSelectedTab(element: HTMLButtonElement | null) {
  if (element) requestAnimationFrame(() => scrollToTab(element));
}

function scrollToTab(element: HTMLButtonElement) {
  const scroller = element.closest<HTMLElement>('[data-tab-scroller]');
  if (!element.isConnected || !scroller) return;
  // The scroller is positioned, so offsetLeft is measured from its content edge.
  const start = element.offsetLeft;
  const end = start + element.offsetWidth;
  if (start < scroller.scrollLeft) scroller.scrollLeft = start;
  else if (end > scroller.scrollLeft + scroller.clientWidth)
    scroller.scrollLeft = end - scroller.clientWidth;
}

/**
 * Radix tabs: role tablist/tab/tabpanel, Left/Right arrows (and Home/End) move and select.
 * Only the selected panel is mounted, so a tab's data loads when it is opened.
 */
export function RecordTabs({ value, onChange, panels }: RecordTabsProps) {
  return (
    <Tabs.Root
      value={value}
      onValueChange={(next) => onChange(RECORD_TABS.find((t) => t === next) ?? value)}
      className="grid gap-4"
    >
      <div data-tab-scroller className="relative -mx-4 overflow-x-auto px-4 md:mx-0 md:px-0">
        <Tabs.List
          aria-label="Dossier du patient"
          className="inline-flex min-w-full gap-1 border-b md:min-w-0"
        >
          {RECORD_TABS.map((tab) => (
            <Tabs.Trigger
              key={tab}
              value={tab}
              ref={tab === value ? revealSelectedTab : undefined}
              className={cn(
                '-mb-px shrink-0 rounded-t-md border-b-2 border-transparent px-3 py-2 text-sm font-medium whitespace-nowrap text-muted-foreground transition-colors outline-none',
                'hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50',
                'data-[state=active]:border-primary data-[state=active]:text-foreground',
              )}
            >
              {RECORD_TAB_LABELS[tab]}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
      </div>
      {RECORD_TABS.map((tab) => (
        <Tabs.Content key={tab} value={tab} className="min-w-0 outline-none">
          {value === tab ? panels[tab]() : null}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
