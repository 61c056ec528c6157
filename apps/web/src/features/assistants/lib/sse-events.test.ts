import { describe, expect, it } from 'vitest';
import { parseSseBlock, readSseEvents } from './sse-events';

function streamOf(...chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const c of chunks) controller.enqueue(encoder.encode(c));
      controller.close();
    },
  });
}

describe('message stream (SSE over fetch)', () => {
  it('reads deltas split across chunks, then done', async () => {
    const events = [];
    for await (const e of readSseEvents(
      streamOf('event: delta\ndata: {"text":"Bon', 'jour"}\n\nevent: delta\r\ndata: {"text":" Léa"}\r\n\r\n', 'event: done\ndata: {"messageId":"m1","status":"done"}\n\n'),
    ))
      events.push(e);
    expect(events).toEqual([
      { event: 'delta', data: { text: 'Bonjour' } },
      { event: 'delta', data: { text: ' Léa' } },
      { event: 'done', data: { messageId: 'm1', status: 'done' } },
    ]);
  });

  it('keeps the error message and ignores comments, unknown events and garbage', () => {
    expect(parseSseBlock('event: error\ndata: {"message":"L\'assistante n\'a pas pu répondre. Réessayez."}')).toEqual({
      event: 'error',
      data: { message: "L'assistante n'a pas pu répondre. Réessayez." },
    });
    expect(parseSseBlock(': ping')).toBeNull();
    expect(parseSseBlock('event: other\ndata: {"text":"x"}')).toBeNull();
    expect(parseSseBlock('event: delta\ndata: pas du json')).toBeNull();
  });

  it('reads a last event without a trailing blank line', async () => {
    const events = [];
    for await (const e of readSseEvents(streamOf('event: done\ndata: {"messageId":"m2","status":"error"}'))) events.push(e);
    expect(events).toEqual([{ event: 'done', data: { messageId: 'm2', status: 'error' } }]);
  });
});
