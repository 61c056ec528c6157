import { useQuery } from '@tanstack/react-query';
import type { TDashboard } from '@praxis/shared/dashboard/schemas';
import { api } from '@/lib/api-client';

/** Under the agenda's key root: an appointment change refreshes the home page's day too. */
export const dashboardKey = ['appointments', 'dashboard'] as const;

export function getDashboard(): Promise<TDashboard> {
  return api.get<TDashboard>('/api/v1/dashboard');
}

export function useDashboard() {
  return useQuery({
    queryKey: dashboardKey,
    queryFn: getDashboard,
    staleTime: 30_000,
  });
}
