import type { TStreamEvent } from '@praxis/shared/assistants/schemas';

/**
 * Reads the message stream of POST /conversations/{id}/messages (Server-Sent Events over a
 * fetch body: EventSource cannot POST). Yields each `delta`, `done` and `error` event; lines
 * of other events and comments are ignored.
 */
export function parseSseBlock(block: string): TStreamEvent | null {
  let event = 'message';
  const data: string[] = [];
  for (const line of block.split(/\r?\n/)) {
    if (line.startsWith('event:')) event = line.slice(6).trim();
    else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
  }
  if (data.length === 0) return null;
  let payload: unknown;
  try {
    payload = JSON.parse(data.join('\n'));
  } catch {
    return null;
  }
  if (typeof payload !== 'object' || payload === null) return null;
  const value = payload as Record<string, unknown>;
  if (event === 'delta' && typeof value.text === 'string') return { event, data: { text: value.text } };
  if (event === 'error' && typeof value.message === 'string') return { event, data: { message: value.message } };
  if (event === 'done' && typeof value.messageId === 'string' && typeof value.status === 'string') {
    const status = value.status === 'stopped' || value.status === 'error' ? value.status : 'done';
    return { event, data: { messageId: value.messageId, status } };
  }
  return null;
}

const SEPARATOR = /\r?\n\r?\n/;

export async function* readSseEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<TStreamEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    for (let match = SEPARATOR.exec(buffer); match; match = SEPARATOR.exec(buffer)) {
      const event = parseSseBlock(buffer.slice(0, match.index));
      buffer = buffer.slice(match.index + match[0].length);
      if (event) yield event;
    }
  }
  const last = parseSseBlock(buffer + decoder.decode());
  if (last) yield last;
}
