import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  DEFAULT_LIST_PARAMS,
  parseListParams,
  serializeListParams,
  type TListParams,
  type TListView,
} from '../lib/list-params';
import { readViewPreference, writeViewPreference } from '../lib/view-preference';

const SEARCH_DEBOUNCE_MS = 250;

/**
 * The list's search, filters, view and page, kept in the address. The search box answers at
 * once; the address (hence the request) follows 250 ms after the last keystroke.
 */
export function useListParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = parseListParams(searchParams);
  const [draftSearch, setDraftSearch] = useState<string | null>(null);
  const [storedView, setStoredView] = useState(readViewPreference);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const update = useCallback(
    (change: Partial<TListParams>, replace = false) => {
      setSearchParams(
        (current) => serializeListParams({ ...parseListParams(current), ...change }),
        { replace },
      );
    },
    [setSearchParams],
  );

  const onSearchChange = (value: string) => {
    setDraftSearch(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      update({ search: value, page: 1 }, true);
      setDraftSearch(null);
    }, SEARCH_DEBOUNCE_MS);
  };

  const onViewChange = (view: TListView) => {
    writeViewPreference(view);
    setStoredView(view);
    update({ view }, true);
  };

  const onReset = () => {
    clearTimeout(timer.current);
    setDraftSearch(null);
    update({ ...DEFAULT_LIST_PARAMS, view: params.view });
  };

  return {
    params,
    searchInput: draftSearch ?? params.search,
    view: params.view ?? storedView,
    onSearchChange,
    onBilanStatusChange: (bilanStatus: TListParams['bilanStatus']) =>
      update({ bilanStatus, page: 1 }),
    onNextAppointmentChange: (hasNextAppointment: TListParams['hasNextAppointment']) =>
      update({ hasNextAppointment, page: 1 }),
    onPageChange: (page: number) => update({ page }),
    onViewChange,
    onReset,
  };
}
