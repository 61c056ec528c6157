import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { pageCount, pageRangeLabel } from '../lib/list-format';

type PaginationProps = {
  page: number;
  pageSize: number;
  total: number;
  isFetching: boolean;
  onPageChange: (page: number) => void;
  onPrefetchPage: (page: number) => void;
};

/** 'x–y sur N patients' with 'Précédent' / 'Suivant'. */
export function PatientListPagination({
  page,
  pageSize,
  total,
  isFetching,
  onPageChange,
  onPrefetchPage,
}: PaginationProps) {
  const pages = pageCount(pageSize, total);
  return (
    <nav
      aria-label="Pagination des patients"
      className="flex flex-wrap items-center justify-between gap-3"
    >
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {pageRangeLabel(page, pageSize, total)}
      </p>
      {pages > 1 ? (
        <div className="flex items-center gap-2">
          <Button
            variant="outline"
            size="sm"
            disabled={page <= 1 || isFetching}
            onClick={() => onPageChange(page - 1)}
            onMouseEnter={() => onPrefetchPage(page - 1)}
            onFocus={() => onPrefetchPage(page - 1)}
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
            onMouseEnter={() => onPrefetchPage(page + 1)}
            onFocus={() => onPrefetchPage(page + 1)}
          >
            Suivant
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
      ) : null}
    </nav>
  );
}
