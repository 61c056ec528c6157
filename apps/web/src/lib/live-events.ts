import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

/**
 * Live updates (GET /api/v1/events, Server-Sent Events): one EventSource for the signed-in app,
 * opened by the app layout. Each `change { type, ids }` invalidates the queries whose key starts
 * with the type's first segment ('trame-examples.changed' → ['trame-examples', …]); features
 * that need more (a toast, another query) subscribe with onLiveEvent. The browser reconnects by
 * itself; the server closes each stream after a while so the scope is checked again.
 */
export type LiveChange = { type: string; ids: string[] };
type Listener = (change: LiveChange) => void;

const listeners = new Set<Listener>();

export function onLiveEvent(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The query key prefix an event type refreshes. */
export function queryPrefixOf(type: string): string {
  return type.split('.')[0] ?? type;
}

function parseChange(data: unknown): LiveChange | null {
  if (typeof data !== 'string') return null;
  try {
    const value = JSON.parse(data) as Partial<LiveChange>;
    if (typeof value.type !== 'string' || !Array.isArray(value.ids)) return null;
    return {
      type: value.type,
      ids: value.ids.filter((id): id is string => typeof id === 'string'),
    };
  } catch {
    return null;
  }
}

export function useLiveEvents(url = '/api/v1/events') {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource(url, { withCredentials: true });
    const onChange = (event: MessageEvent) => {
      const change = parseChange(event.data);
      if (!change) return;
      void queryClient.invalidateQueries({ queryKey: [queryPrefixOf(change.type)] });
      for (const listener of listeners) listener(change);
    };
    source.addEventListener('change', onChange);
    return () => {
      source.removeEventListener('change', onChange);
      source.close();
    };
  }, [queryClient, url]);
}
