import { Building2, ChevronsUpDown, User } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

type SwitcherButtonProps = ComponentProps<'button'> & {
  isCollapsed: boolean;
  isOrganization: boolean;
  current: string;
};

/** The switcher's face: the same button before its menu is loaded and as the menu's trigger. */
export function SwitcherButton({
  isCollapsed,
  isOrganization,
  current,
  className,
  ...props
}: SwitcherButtonProps) {
  return (
    <button
      type="button"
      aria-label={`Contexte de travail : ${current}`}
      className={cn(
        'flex w-full items-center gap-2 rounded-md border bg-card px-2 py-2 text-left text-sm outline-none hover:bg-sidebar-accent focus-visible:ring-[3px] focus-visible:ring-ring/50',
        isCollapsed && 'justify-center px-0',
        className,
      )}
      {...props}
    >
      <span className="flex size-7 shrink-0 items-center justify-center rounded-md bg-primary/10 text-primary">
        {isOrganization ? (
          <Building2 className="size-4" aria-hidden="true" />
        ) : (
          <User className="size-4" aria-hidden="true" />
        )}
      </span>
      {isCollapsed ? null : (
        <>
          <span className="min-w-0 flex-1">
            <span className="block text-xs text-muted-foreground">
              {isOrganization ? 'Organisation' : 'Contexte'}
            </span>
            <span className="block truncate font-medium">{current}</span>
          </span>
          <ChevronsUpDown className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
        </>
      )}
    </button>
  );
}
