import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { z } from 'zod';
import type { AiEnv } from '../../../env';

/** OpenAI-compatible chat messages, as sent (already pseudonymised). */
export type ModelMessage =
  | { role: 'system' | 'user'; content: string }
  | { role: 'assistant'; content: string | null; tool_calls?: ToolCall[] }
  | { role: 'tool'; tool_call_id: string; content: string };

export type ToolCall = { id: string; type: 'function'; function: { name: string; arguments: string } };

export type ToolDefinition = {
  type: 'function';
  function: { name: string; description: string; parameters: Record<string, unknown> };
};

export type CompletionEvent =
  | { type: 'delta'; text: string }
  | { type: 'tool_calls'; calls: ToolCall[] }
  | { type: 'usage'; promptTokens: number; completionTokens: number };

/** Why a call gave no usable answer: the model's server failed or answered garbage, or was too slow. */
export class AiCallError extends Error {
  constructor(readonly reason: 'failed' | 'timeout' | 'aborted') {
    super(`AI call ${reason}`);
    this.name = 'AiCallError';
  }
}

const ZChunk = z.object({
  choices: z
    .array(
      z.object({
        delta: z
          .object({
            content: z.string().nullish(),
            tool_calls: z
              .array(
                z.object({
                  index: z.number().int().min(0).max(31),
                  id: z.string().nullish(),
                  function: z.object({ name: z.string().nullish(), arguments: z.string().nullish() }).nullish(),
                }),
              )
              .nullish(),
          })
          .nullish(),
        finish_reason: z.string().nullish(),
      }),
    )
    .default([]),
  usage: z.object({ prompt_tokens: z.number(), completion_tokens: z.number() }).nullish(),
});

type Request = { ai: AiEnv; messages: ModelMessage[]; tools?: ToolDefinition[]; signal: AbortSignal };

async function open({ ai, messages, tools, signal }: Request, idle: AbortController): Promise<Response> {
  const response = await fetch(`${ai.baseUrl}/chat/completions`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'text/event-stream',
      ...(ai.apiKey ? { authorization: `Bearer ${ai.apiKey}` } : {}),
    },
    body: JSON.stringify({
      model: ai.model,
      messages,
      stream: true,
      stream_options: { include_usage: true },
      ...(tools && tools.length > 0 ? { tools } : {}),
    }),
    signal: AbortSignal.any([signal, idle.signal]),
  });
  if (!response.ok || !response.body) throw new AiCallError('failed');
  return response;
}

/**
 * Streams one chat completion: text deltas as they come, the tool calls once complete, and the
 * token counts. Time-out is an idle time-out (no byte for `ai.timeoutMs`), so a long answer that
 * keeps streaming is never cut. Throws AiCallError; never logs or returns what was sent.
 */
export async function* streamChatCompletion(request: Request): AsyncGenerator<CompletionEvent> {
  const idle = new AbortController();
  let timer = setTimeout(() => idle.abort(), request.ai.timeoutMs);
  const touch = () => {
    clearTimeout(timer);
    timer = setTimeout(() => idle.abort(), request.ai.timeoutMs);
  };
  const failure = (error: unknown) => {
    if (error instanceof AiCallError) return error;
    if (request.signal.aborted) return new AiCallError('aborted');
    if (idle.signal.aborted) return new AiCallError('timeout');
    return new AiCallError('failed');
  };
  const calls = new Map<number, ToolCall>();
  let sawAnything = false;
  try {
    const response = await open(request, idle);
    const queue: EventSourceMessage[] = [];
    const parser = createParser({ onEvent: (event) => queue.push(event) });
    const decoder = new TextDecoder();
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      touch();
      parser.feed(decoder.decode(value, { stream: true }));
      for (const event of queue.splice(0)) {
        if (event.data === '[DONE]') continue;
        let json: unknown;
        try {
          json = JSON.parse(event.data);
        } catch {
          throw new AiCallError('failed');
        }
        const chunk = ZChunk.safeParse(json);
        if (!chunk.success) throw new AiCallError('failed');
        sawAnything = true;
        if (chunk.data.usage) {
          yield { type: 'usage', promptTokens: chunk.data.usage.prompt_tokens, completionTokens: chunk.data.usage.completion_tokens };
        }
        for (const choice of chunk.data.choices) {
          const text = choice.delta?.content;
          if (text) yield { type: 'delta', text };
          for (const part of choice.delta?.tool_calls ?? []) {
            const call = calls.get(part.index) ?? { id: '', type: 'function', function: { name: '', arguments: '' } };
            if (part.id) call.id = part.id;
            if (part.function?.name) call.function.name += part.function.name;
            if (part.function?.arguments) call.function.arguments += part.function.arguments;
            calls.set(part.index, call);
          }
        }
      }
    }
  } catch (error) {
    throw failure(error);
  } finally {
    clearTimeout(timer);
  }
  if (!sawAnything) throw new AiCallError('failed');
  if (calls.size > 0) yield { type: 'tool_calls', calls: [...calls.values()] };
}
