import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { SETTINGS_PAGE_SIZE } from '@praxis/shared/settings/schemas';
import { pageCount, pageFromParam } from '@/lib/pagination';

/**
 * The list's page, kept in the address (`&page=2`) like /patients, so a reload or a shared link
 * opens the same page.
 */
export function usePageParam() {
  const [params, setParams] = useSearchParams();
  const page = pageFromParam(params.get('page'));

  const setPage = useCallback(
    (next: number, replace = false) => {
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next <= 1) updated.delete('page');
          else updated.set('page', String(next));
          return updated;
        },
        { replace },
      );
    },
    [setParams],
  );

  return { page, pageSize: SETTINGS_PAGE_SIZE, setPage };
}

/** A page past the end (after deletions, or an old link) goes back to the last one. */
export function useLastPageClamp(
  page: number,
  total: number | undefined,
  setPage: (page: number, replace: boolean) => void,
) {
  useEffect(() => {
    if (total === undefined) return;
    const last = pageCount(SETTINGS_PAGE_SIZE, total);
    if (page > last) setPage(last, true);
  }, [page, total, setPage]);
}
