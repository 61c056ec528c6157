import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { pageCount, pageRangeLabel, type TPageNoun } from '@/lib/pagination';

type ListPaginationProps = {
  /** The accessible name of the navigation ('Pagination des patients'). */
  label: string;
  noun: TPageNoun;
  page: number;
  pageSize: number;
  total: number;
  isFetching: boolean;
  onPageChange: (page: number) => void;
  onPrefetchPage?: (page: number) => void;
};

/** 'x–y sur N …' with 'Précédent' / 'Suivant' under a paged list. */
export function ListPagination({
  label,
  noun,
  page,
  pageSize,
  total,
  isFetching,
  onPageChange,
  onPrefetchPage,
}: ListPaginationProps) {
  const pages = pageCount(pageSize, total);
  const prefetch = (target: number) => onPrefetchPage?.(target);
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {pageRangeLabel(page, pageSize, total, noun)}
      </p>
      {pages > 1 ? (
        <div className="flex items-center gap-2">
          <Button
            variant="outline"
            size="sm"
            disabled={page <= 1 || isFetching}
            onClick={() => onPageChange(page - 1)}
            onMouseEnter={() => prefetch(page - 1)}
            onFocus={() => prefetch(page - 1)}
          >
            <ChevronLeft aria-hidden="true" />
            Précédent
          </Button>
          <span className="text-sm text-muted-foreground tabular-nums">
            Page {page} / {pages}
          </span>
          <Button
            variant="outline"
            size="sm"
            disabled={page >= pages || isFetching}
            onClick={() => onPageChange(page + 1)}
            onMouseEnter={() => prefetch(page + 1)}
            onFocus={() => prefetch(page + 1)}
          >
            Suivant
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
      ) : null}
    </nav>
  );
}
