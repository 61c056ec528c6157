import { useQuery } from '@tanstack/react-query';
import type { TDashboard } from '@praxis/shared/dashboard/schemas';
import { api } from '@/lib/api-client';
import { takeEarlyData } from '@/lib/early-response';

/** Under the agenda's key root: an appointment change refreshes the home page's day too. */
export const dashboardKey = ['appointments', 'dashboard'] as const;

const DASHBOARD_PATH = '/api/v1/dashboard';

export function getDashboard(): Promise<TDashboard> {
  return api.get<TDashboard>(DASHBOARD_PATH);
}

export function useDashboard() {
  return useQuery({
    queryKey: dashboardKey,
    queryFn: getDashboard,
    staleTime: 30_000,
    initialData: () => takeEarlyData<TDashboard>(DASHBOARD_PATH),
  });
}
