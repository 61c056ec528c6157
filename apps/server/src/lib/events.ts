import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DatabaseHandle } from './db';
import type { Executor } from './executor';
import type { Logger } from './logger';
import type { Scope } from './scope';

/**
 * Live events (DESIGN.md): what changed, never the data itself. Published through PostgreSQL
 * NOTIFY so that every server process's subscribers receive it, and so that an event published
 * inside a transaction is only delivered if that transaction commits.
 */
export const ZLiveEvent = z.object({
  /** What changed, e.g. 'trame-examples.changed'; the web app maps it to query invalidations. */
  type: z.string().min(1).max(80),
  /** Ids of the changed rows or of their parent (a trame…), never names or contents. */
  ids: z.array(z.string().max(64)).max(50),
  userId: z.string(),
  organizationId: z.string().nullable(),
  /** 'owner': only the user who owns the rows; 'scope': everyone who can read the rows' scope. */
  audience: z.enum(['owner', 'scope']),
});
export type LiveEvent = z.infer<typeof ZLiveEvent>;

export type LiveEventListener = (event: LiveEvent) => void;

export type EventBus = {
  /** Publishes now, or when `tx` commits if given. */
  publish: (event: LiveEvent, tx?: Executor) => Promise<void>;
  subscribe: (listener: LiveEventListener) => () => void;
  start: () => Promise<void>;
  stop: () => Promise<void>;
};

const CHANNEL = 'praxis_events';

/**
 * Whether a reader in this scope may learn of the event: the same tenancy rule as the rows
 * themselves (lib/scope.ts), narrowed to the owner for owner-only resources.
 */
export function isVisibleTo(event: LiveEvent, scope: Scope): boolean {
  if (event.organizationId === null) return scope.organizationId === null && event.userId === scope.userId;
  if (event.organizationId !== scope.organizationId) return false;
  return event.audience === 'scope' || event.userId === scope.userId;
}

export function createEventBus(database: DatabaseHandle, logger: Logger): EventBus {
  const listeners = new Set<LiveEventListener>();
  let stopListening: (() => Promise<void>) | null = null;

  const deliver = (payload: string) => {
    let event: LiveEvent;
    try {
      event = ZLiveEvent.parse(JSON.parse(payload));
    } catch {
      logger.warn('événement ignoré : format inconnu');
      return;
    }
    for (const listener of listeners) listener(event);
  };

  return {
    async publish(event, tx) {
      const payload = JSON.stringify(ZLiveEvent.parse(event));
      await (tx ?? database.db).execute(sql`SELECT pg_notify(${CHANNEL}, ${payload})`);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async start() {
      stopListening ??= await database.listen(CHANNEL, deliver);
    },
    async stop() {
      const stop = stopListening;
      stopListening = null;
      listeners.clear();
      await stop?.();
    },
  };
}
