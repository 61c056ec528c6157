import { createParser } from 'eventsource-parser';
import { expect } from 'vitest';
import type { TConversation } from '@praxis/shared/assistants/schemas';
import { request } from '../../test/tenancy';
import type { TestPraxis } from '../../test/test-praxis';

export type StreamedAnswer = { status: number; text: string; events: { event: string; data: Record<string, unknown> }[]; answer: string };

/** Sends a message and reads the whole SSE answer. */
export async function sendMessage(praxis: TestPraxis, cookie: string, conversationId: string, body: unknown): Promise<StreamedAnswer> {
  const res = await praxis.request(`/api/v1/conversations/${conversationId}/messages`, { method: 'POST', cookie, body: JSON.stringify(body) });
  const text = await res.text();
  const events: StreamedAnswer['events'] = [];
  if (res.headers.get('content-type')?.startsWith('text/event-stream')) {
    const parser = createParser({ onEvent: (e) => events.push({ event: e.event ?? 'message', data: JSON.parse(e.data) as Record<string, unknown> }) });
    parser.feed(text);
  }
  const answer = events.filter((e) => e.event === 'delta').map((e) => String(e.data.text)).join('');
  return { status: res.status, text, events, answer };
}

export async function createConversationThroughApi(praxis: TestPraxis, cookie: string, assistant: 'sophie' | 'myriam', body: Record<string, unknown> = {}): Promise<TConversation> {
  const res = await request(praxis, 'POST', `/api/v1/assistants/${assistant}/conversations`, cookie, body);
  expect(res.status, res.text).toBe(201);
  return res.body as TConversation;
}
