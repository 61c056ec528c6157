import { useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useRef } from 'react';
import { cn } from '@/lib/utils';
import { patientsQueryOptions, usePatients } from '../../api/get-patients';
import { useListParams } from '../hooks/use-list-params';
import { isFiltered, toListQuery } from '../lib/list-params';
import { PatientCards } from './patient-cards';
import { PatientListPagination } from './patient-list-pagination';
import {
  PatientListEmpty,
  PatientListError,
  PatientListFilteredEmpty,
  PatientListPastEnd,
  PatientListSkeleton,
} from './patient-list-states';
import { PatientListToolbar } from './patient-list-toolbar';
import type { TSchedulePatient } from './patient-row-actions';
import { PatientTable } from './patient-table';

type PatientListProps = {
  onSchedule: (patient: TSchedulePatient) => void;
};

/** 'Mes Patients': search, filters, cards or table, server pages, and every state of spec 1 §2. */
export function PatientList({ onSchedule }: PatientListProps) {
  const list = useListParams();
  const query = toListQuery(list.params);
  const patients = usePatients(query);
  const canReset = isFiltered({ ...list.params, search: list.searchInput });
  const queryClient = useQueryClient();
  const top = useRef<HTMLDivElement>(null);

  const onPageChange = (page: number) => {
    list.onPageChange(page);
    // 'Suivant' sits under 50 cards: the new page is read from its top.
    top.current?.scrollIntoView({ block: 'start' });
  };
  // Hovering or focusing 'Suivant' / 'Précédent' loads that page ahead of the click.
  const onPrefetchPage = (page: number) =>
    void queryClient.prefetchQuery(patientsQueryOptions({ ...query, page }));

  return (
    <div ref={top} className="grid scroll-mt-4 gap-4">
      <PatientListToolbar
        search={list.searchInput}
        bilanStatus={list.params.bilanStatus}
        hasNextAppointment={list.params.hasNextAppointment}
        view={list.view}
        canReset={canReset}
        onSearchChange={list.onSearchChange}
        onBilanStatusChange={list.onBilanStatusChange}
        onNextAppointmentChange={list.onNextAppointmentChange}
        onViewChange={list.onViewChange}
        onReset={list.onReset}
      />
      <PatientListBody
        patients={patients}
        view={list.view}
        isFiltered={isFiltered({ ...list.params, search: query.search ?? '' })}
        onReset={list.onReset}
        onSchedule={onSchedule}
        onPageChange={onPageChange}
        onPrefetchPage={onPrefetchPage}
      />
    </div>
  );
}

type PatientListBodyProps = {
  patients: ReturnType<typeof usePatients>;
  view: 'cards' | 'table';
  isFiltered: boolean;
  onReset: () => void;
  onSchedule: (patient: TSchedulePatient) => void;
  onPageChange: (page: number) => void;
  onPrefetchPage: (page: number) => void;
};

function PatientListBody({ patients, view, ...props }: PatientListBodyProps) {
  // The page's rows are drawn in a transition React can interrupt: on a phone, 50 cards drawn in
  // one go held the main thread (Lighthouse's total blocking time, issue 15).
  const data = useDeferredValue(patients.data);
  if (patients.isError) {
    return (
      <PatientListError message={patients.error.message} onRetry={() => void patients.refetch()} />
    );
  }
  if (!data) return <PatientListSkeleton />;
  const { items, total, page, pageSize } = data;
  if (total === 0) {
    return props.isFiltered ? (
      <PatientListFilteredEmpty onReset={props.onReset} />
    ) : (
      <PatientListEmpty />
    );
  }
  if (items.length === 0) return <PatientListPastEnd onFirstPage={() => props.onPageChange(1)} />;
  const Items = view === 'table' ? PatientTable : PatientCards;
  return (
    <div
      className={cn('grid gap-4 transition-opacity', patients.isPlaceholderData && 'opacity-60')}
      aria-busy={patients.isFetching}
    >
      <Items patients={items} onSchedule={props.onSchedule} />
      <PatientListPagination
        page={page}
        pageSize={pageSize}
        total={total}
        isFetching={patients.isPlaceholderData}
        onPageChange={props.onPageChange}
        onPrefetchPage={props.onPrefetchPage}
      />
    </div>
  );
}
