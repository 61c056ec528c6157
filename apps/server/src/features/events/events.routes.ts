import { createRoute, z } from '@hono/zod-openapi';
import { streamSSE } from 'hono/streaming';
import { createRouter, requireScope } from '../../lib/context';
import { isVisibleTo, type LiveEvent } from '../../lib/events';
import { errorResponses } from '../../lib/openapi';

/** A comment line keeps proxies from closing an idle stream. */
const HEARTBEAT_MS = 20_000;
/**
 * A stream lives at most this long, then the browser reconnects (EventSource does so by itself):
 * the scope — signed in, member of the organisation — is checked again at each connection.
 */
const MAX_STREAM_MS = 5 * 60_000;
const RECONNECT_MS = 2_000;

const streamEvents = createRoute({
  method: 'get',
  path: '/events',
  tags: ['Événements'],
  summary: 'Événements en direct (Server-Sent Events)',
  description:
    "Flux `text/event-stream` : un événement `ready` à l'ouverture, puis des événements `change` " +
    '`{ type, ids }` pour ce que le lecteur peut voir (même règle que les données). Ni nom ni contenu.',
  responses: {
    200: { description: 'Flux SSE', content: { 'text/event-stream': { schema: z.string() } } },
    401: errorResponses[401],
  },
});

export const eventsRoutes = createRouter().openapi(streamEvents, async (c) => {
  const scope = await requireScope(c);
  const { events } = c.var.deps;
  c.header('Cache-Control', 'no-store');
  c.header('X-Accel-Buffering', 'no');
  return streamSSE(c, async (stream) => {
    const pending: LiveEvent[] = [];
    let wake: (() => void) | null = null;
    const unsubscribe = events.subscribe((event) => {
      if (!isVisibleTo(event, scope)) return;
      pending.push(event);
      wake?.();
    });
    stream.onAbort(() => {
      unsubscribe();
      wake?.();
    });
    const closeAt = Date.now() + MAX_STREAM_MS;
    await stream.writeSSE({ event: 'ready', data: '{}', retry: RECONNECT_MS });
    while (!stream.aborted && !stream.closed && Date.now() < closeAt) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, HEARTBEAT_MS);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wake = null;
      if (pending.length === 0) {
        await stream.write(': ping\n\n');
        continue;
      }
      for (const event of pending.splice(0)) {
        await stream.writeSSE({ event: 'change', data: JSON.stringify({ type: event.type, ids: event.ids }) });
      }
    }
    unsubscribe();
  });
});
