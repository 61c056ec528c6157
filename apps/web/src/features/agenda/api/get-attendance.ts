import { useQuery } from '@tanstack/react-query';
import type { TAttendanceStats } from '@praxis/shared/appointments/attendance';
import { api } from '@/lib/api-client';
import { appointmentKeys, EVENTS_STALE_MS } from './query-keys';
import { takeEarlyData } from '@/lib/early-response';

/** 'YYYY-MM' of a local date. */
export function monthOf(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`;
}

const attendancePath = (month: string) => `/api/v1/agenda/attendance?month=${month}`;

export function getMonthAttendance(month: string): Promise<TAttendanceStats> {
  return api.get<TAttendanceStats>(attendancePath(month));
}

export function useMonthAttendance(month: string) {
  return useQuery({
    queryKey: appointmentKeys.attendance(month),
    queryFn: () => getMonthAttendance(month),
    staleTime: EVENTS_STALE_MS,
    initialData: () => takeEarlyData<TAttendanceStats>(attendancePath(month)),
  });
}
