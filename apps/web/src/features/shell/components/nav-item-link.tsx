import { NavLink } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';
import { useSidebar } from '../hooks/sidebar-context';
import { COMING_SOON_TOOLTIP, type NavItem } from '../lib/nav-items';
import { SideTooltip } from './side-tooltip';

const itemClass =
  'flex h-10 w-full items-center gap-3 rounded-md px-3 text-sm font-medium text-sidebar-foreground outline-none transition-colors hover:bg-sidebar-accent hover:text-sidebar-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50';

function ComingSoonItem({ item, isCollapsed }: { item: NavItem; isCollapsed: boolean }) {
  const Icon = item.icon;
  return (
    <SideTooltip label={COMING_SOON_TOOLTIP}>
      <button
        type="button"
        aria-disabled="true"
        className={cn(
          itemClass,
          'cursor-not-allowed opacity-60 hover:bg-transparent',
          isCollapsed && 'justify-center px-0',
        )}
        onClick={(event) => event.preventDefault()}
      >
        <Icon className="size-4 shrink-0" aria-hidden="true" />
        <span className={cn('flex-1 text-left', isCollapsed && 'sr-only')}>{item.label}</span>
        <Badge variant="outline" className={cn('text-[10px]', isCollapsed && 'sr-only')}>
          bientôt
        </Badge>
      </button>
    </SideTooltip>
  );
}

export function NavItemLink({ item }: { item: NavItem }) {
  const { isCollapsed, closeMobile } = useSidebar();
  if (item.isComingSoon) return <ComingSoonItem item={item} isCollapsed={isCollapsed} />;
  const Icon = item.icon;
  const link = (
    <NavLink
      to={item.to}
      onClick={closeMobile}
      // NavLink marks the current page with aria-current="page".
      className={cn(
        itemClass,
        'aria-[current=page]:bg-sidebar-accent aria-[current=page]:text-sidebar-accent-foreground',
        isCollapsed && 'justify-center px-0',
      )}
    >
      <Icon className="size-4 shrink-0" aria-hidden="true" />
      <span className={cn(isCollapsed && 'sr-only')}>{item.label}</span>
    </NavLink>
  );
  if (!isCollapsed) return link;
  return <SideTooltip label={item.label}>{link}</SideTooltip>;
}
