import type { ComponentProps, ReactNode } from 'react';
import { EmptyState, ListError, ListSkeleton } from '@/components/list-states';

/** What a list query result gives (TanStack Query's useQuery). */
type ListQuery<T> = {
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  data: { items: T[] } | undefined;
  refetch: () => unknown;
};

type QueryListProps<T> = {
  query: ListQuery<T>;
  /** The accessible name of the skeleton while loading. */
  loadingLabel: string;
  empty: ComponentProps<typeof EmptyState>;
  /** The accessible name of the list. */
  listLabel: string;
  renderItem: (item: T) => ReactNode;
};

/** A settings list and its states: skeleton rows, error with retry, empty state. */
export function QueryList<T>({
  query,
  loadingLabel,
  empty,
  listLabel,
  renderItem,
}: QueryListProps<T>) {
  if (query.isPending) return <ListSkeleton label={loadingLabel} />;
  if (query.isError) {
    return <ListError message={query.error?.message ?? ''} onRetry={() => void query.refetch()} />;
  }
  const items = query.data?.items ?? [];
  if (items.length === 0) return <EmptyState {...empty} />;
  return (
    <ul aria-label={listLabel} className="divide-y rounded-lg border bg-card">
      {items.map(renderItem)}
    </ul>
  );
}
