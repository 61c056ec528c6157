import { assistantMessages, type TSendMessage, type TStreamEvent } from '@praxis/shared/assistants/schemas';
import { ApiError, NETWORK_ERROR_MESSAGE, toApiError } from '@/lib/api-client';
import { readSseEvents } from '../lib/sse-events';

/**
 * POST /conversations/{id}/messages: the answer comes back as a stream of events. A refused
 * request (4xx) throws an ApiError before anything is streamed.
 */
export async function* sendMessage(conversationId: string, input: TSendMessage, signal: AbortSignal): AsyncGenerator<TStreamEvent> {
  let response: Response;
  try {
    response = await fetch(`/api/v1/conversations/${conversationId}/messages`, {
      method: 'POST',
      credentials: 'include',
      headers: { Accept: 'text/event-stream', 'Content-Type': 'application/json' },
      body: JSON.stringify(input),
      signal,
    });
  } catch (error) {
    if (signal.aborted) throw error;
    throw new ApiError(0, 'NETWORK_ERROR', NETWORK_ERROR_MESSAGE);
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    throw toApiError(response.status, body);
  }
  if (!response.body) throw new ApiError(response.status, 'EMPTY_STREAM', assistantMessages.failed);
  yield* readSseEvents(response.body);
}
