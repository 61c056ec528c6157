import { Tabs } from 'radix-ui';
import { cn } from '@/lib/utils';
import { WIZARD_TABS, type WizardTabId } from './wizard-tabs';

/** The six tabs; one holding an error shows a red marker (and says so to screen readers). */
export function WizardTabList({ invalidTabs }: { invalidTabs: readonly WizardTabId[] }) {
  return (
    <Tabs.List
      aria-label="Étapes de la création"
      className="flex shrink-0 gap-1 overflow-x-auto border-b px-4 pt-2 [scrollbar-width:thin]"
    >
      {WIZARD_TABS.map((tab, index) => {
        const isInvalid = invalidTabs.includes(tab.id);
        return (
          <Tabs.Trigger
            key={tab.id}
            value={tab.id}
            data-invalid={isInvalid || undefined}
            className={cn(
              'relative -mb-px flex shrink-0 items-center gap-2 border-b-2 border-transparent px-3 py-2.5 text-sm font-medium whitespace-nowrap text-muted-foreground transition-colors outline-none',
              'hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50',
              'data-[state=active]:border-primary data-[state=active]:text-foreground',
              'data-[invalid]:text-destructive data-[invalid]:data-[state=active]:border-destructive data-[invalid]:data-[state=active]:text-destructive',
            )}
          >
            <span
              aria-hidden="true"
              className={cn(
                'flex size-5 items-center justify-center rounded-full border text-xs tabular-nums',
                isInvalid && 'border-destructive bg-destructive text-destructive-foreground',
              )}
            >
              {index + 1}
            </span>
            {tab.label}
            {isInvalid ? (
              <>
                <span
                  aria-hidden="true"
                  data-testid="tab-error-marker"
                  className="absolute top-1.5 right-1 size-2 rounded-full bg-destructive"
                />
                <span className="sr-only">(contient des erreurs)</span>
              </>
            ) : null}
          </Tabs.Trigger>
        );
      })}
    </Tabs.List>
  );
}
