import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  effectiveTrameSearch,
  type TTrame,
  type TTrameBilanFilter,
  type TTrameCreate,
  type TTramePatch,
} from '@praxis/shared/trames/schemas';
import { api } from '@/lib/api-client';

export type TList<T> = { items: T[]; total: number };
export type TTrameListFilters = { search: string; typeId: string; bilan: TTrameBilanFilter };

/** Live events 'trames.changed' refresh every query under this key (lib/live-events.ts). */
export const tramesKey = ['trames'] as const;
export const trameKey = (id: string) => [...tramesKey, 'detail', id] as const;

export function getTrames(filters: TTrameListFilters): Promise<TList<TTrame>> {
  const params = new URLSearchParams();
  const term = effectiveTrameSearch(filters.search);
  if (term) params.set('search', term);
  if (filters.typeId !== 'all') params.set('typeId', filters.typeId);
  if (filters.bilan !== 'all') params.set('bilan', filters.bilan);
  const query = params.toString();
  return api.get<TList<TTrame>>(`/api/v1/trames${query ? `?${query}` : ''}`);
}

export function useTrames(filters: TTrameListFilters) {
  const term = effectiveTrameSearch(filters.search) ?? '';
  return useQuery({
    queryKey: [...tramesKey, 'list', term, filters.typeId, filters.bilan] as const,
    queryFn: () => getTrames(filters),
    placeholderData: keepPreviousData,
  });
}

/** Spec 3 §9: the trame detail is cached 2 minutes. */
export function trameQueryOptions(id: string) {
  return queryOptions({
    queryKey: trameKey(id),
    queryFn: () => api.get<TTrame>(`/api/v1/trames/${encodeURIComponent(id)}`),
    staleTime: 2 * 60 * 1000,
    retry: false,
  });
}

export function useTrame(id: string) {
  return useQuery(trameQueryOptions(id));
}

export function useCreateTrame() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TTrameCreate) => api.post<TTrame>('/api/v1/trames', input),
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tramesKey }),
  });
}

export function useUpdateTrame(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: TTramePatch) =>
      api.patch<TTrame>(`/api/v1/trames/${encodeURIComponent(id)}`, patch),
    retry: false,
    onSuccess: (trame) => {
      queryClient.setQueryData(trameKey(id), trame);
      return queryClient.invalidateQueries({ queryKey: [...tramesKey, 'list'] });
    },
  });
}

export function useDeleteTrame() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<null>(`/api/v1/trames/${encodeURIComponent(id)}`),
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...tramesKey, 'list'] }),
  });
}
