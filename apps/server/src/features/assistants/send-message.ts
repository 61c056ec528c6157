import { asc, eq } from 'drizzle-orm';
import {
  assistantMessages as catalog,
  PLACEHOLDER_REPLY_DELAY_MS,
  type TChatMessage,
  type TConversation,
  type TMessageAttachment,
  type TSendMessage,
} from '@praxis/shared/assistants/schemas';
import { aiCalls, assistantConversations, assistantMessages } from '../../db/schema';
import type { AiEnv } from '../../env';
import { recordAudit, type AuditActor } from '../../lib/audit';
import type { Database } from '../../lib/db';
import type { Logger } from '../../lib/logger';
import { loadKnownIdentities } from '../../lib/privacy/load-known-identities';
import { createIdentityMatcher, type IdentityMatcher, type PlaceholderCounts } from '../../lib/privacy/pseudonymise';
import { scopeValues, type Scope } from '../../lib/scope';
import { AiCallError, streamChatCompletion, type ModelMessage, type ToolCall } from './ai/chat-completion';
import { pseudonymiseTogether } from './ai/joint-pseudonymise';
import { patientContext, systemPrompt, trameContext } from './ai/model-context';
import { MYRIAM_TOOLS, runMyriamTool } from './ai/myriam-tools';
import { createStreamRestorer } from './ai/stream-restorer';
import { loadConversation } from './conversation-row';
import { DEFAULT_TITLE } from './conversations';
import { safeError } from '../../lib/log-safe';

/** Earlier messages given to the model with the new one. */
const HISTORY_LIMIT = 20;
/** Myriam may call tools this many times before she must answer. */
const MAX_TOOL_ROUNDS = 3;

export type MessageSink = { delta: (text: string) => Promise<void> };
/** `audit`: the caller, for the audit row written next to each model call. */
export type SendDeps = { db: Database; ai: AiEnv | undefined; logger: Logger; audit: AuditActor };
export type SendResult = { messageId: string; status: TChatMessage['status']; error?: string };

/** Stores the question (and names the conversation after it) before anything is streamed. */
export async function startMessage(deps: SendDeps, scope: Scope, conversationId: string, input: TSendMessage) {
  const conversation = await loadConversation(deps.db, scope, conversationId);
  // Checked before the stream opens, so that a wrong trame is a plain 404.
  const trame = input.trameId && conversation.assistant === 'sophie' ? await trameContext(deps.db, scope, input.trameId) : null;
  await deps.db.transaction(async (tx) => {
    await tx.insert(assistantMessages).values({ conversationId: conversation.id, role: 'user', content: input.content, attachments: input.attachments ?? [] });
    const title = conversation.title === DEFAULT_TITLE ? input.content.replace(/\s+/g, ' ').slice(0, 80) : conversation.title;
    await tx.update(assistantConversations).set({ title, updatedAt: new Date() }).where(eq(assistantConversations.id, conversation.id));
  });
  return { conversation, trame };
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    }, { once: true });
  });
}

async function saveAnswer(db: Database, conversationId: string, content: string, status: TChatMessage['status']): Promise<string> {
  const [row] = await db.insert(assistantMessages).values({ conversationId, role: 'assistant', content, status }).returning({ id: assistantMessages.id });
  await db.update(assistantConversations).set({ updatedAt: new Date() }).where(eq(assistantConversations.id, conversationId));
  if (!row) throw new Error('insert returned nothing');
  return row.id;
}

async function history(db: Database, conversationId: string): Promise<ModelMessage[]> {
  const rows = await db
    .select({ role: assistantMessages.role, content: assistantMessages.content, status: assistantMessages.status, attachments: assistantMessages.attachments })
    .from(assistantMessages)
    .where(eq(assistantMessages.conversationId, conversationId))
    .orderBy(asc(assistantMessages.createdAt), asc(assistantMessages.id));
  return rows
    .filter((r) => r.status !== 'error')
    .slice(-HISTORY_LIMIT)
    .map((r) => (r.role === 'user' ? { role: 'user', content: withAttachments(r.content, r.attachments) } : { role: 'assistant', content: r.content }));
}

/** A question as the model reads it: the message, then each joined file's name and text. */
export function withAttachments(content: string, attachments: readonly TMessageAttachment[]): string {
  if (attachments.length === 0) return content;
  const files = attachments.map((a) =>
    a.text === null ? `--- Fichier joint : ${a.name} (contenu non lu) ---` : `--- Fichier joint : ${a.name} ---\n${a.text}`,
  );
  return [content, ...files].join('\n\n');
}

type Turn = { messages: ModelMessage[]; toolTexts: string[] };

/**
 * What goes to the model, pseudonymised together: the system prompt, the context (patient
 * record, trame), the history and the tool results. Only `content` texts are replaced; the
 * structure (roles, tool call ids) is ours.
 */
function pseudonymisedRequest(turn: Turn, matcher: IdentityMatcher) {
  const texts = turn.messages.map((m) => m.content ?? '');
  const { texts: safe, map, counts } = pseudonymiseTogether(texts, matcher);
  const messages = turn.messages.map((m, i): ModelMessage => {
    const content = safe[i] ?? '';
    if (m.role === 'assistant') return { ...m, content: m.content === null ? null : content };
    return { ...m, content };
  });
  return { messages, map, counts };
}

type CallLog = { outcome: 'ok' | 'stopped' | 'error' | 'timeout'; promptTokens: number | null; completionTokens: number | null; counts: PlaceholderCounts; durationMs: number };

async function logCall(deps: SendDeps, scope: Scope, conversation: TConversation, model: string, log: CallLog) {
  await deps.db.transaction(async (tx) => {
    await recordAudit(tx, deps.audit, {
      action: 'assistant.call',
      objectType: 'assistant-conversation',
      objectId: conversation.id,
      patientId: conversation.patient?.id ?? null,
    });
    await tx.insert(aiCalls).values({
      ...scopeValues(scope),
      assistant: conversation.assistant,
      conversationId: conversation.id,
      patientId: conversation.patient?.id ?? null,
      model,
      promptTokens: log.promptTokens,
      completionTokens: log.completionTokens,
      placeholderCounts: log.counts as Record<string, number>,
      durationMs: log.durationMs,
      outcome: log.outcome,
    });
  });
}

/** Without a model: the spec's placeholder reply after 1 second (spec 3 §4, §9). */
async function placeholderAnswer(deps: SendDeps, conversation: TConversation, sink: MessageSink, signal: AbortSignal): Promise<SendResult> {
  await sleep(PLACEHOLDER_REPLY_DELAY_MS, signal);
  if (signal.aborted) return { messageId: await saveAnswer(deps.db, conversation.id, '', 'stopped'), status: 'stopped' };
  await sink.delta(catalog.placeholderReply);
  return { messageId: await saveAnswer(deps.db, conversation.id, catalog.placeholderReply, 'done'), status: 'done' };
}

/**
 * Answers the last question of a conversation, streaming the answer to `sink` with the real
 * names put back; stores the answer (even partial: stopped or failed) and logs each model call.
 */
export async function answerMessage(
  deps: SendDeps,
  scope: Scope,
  started: { conversation: TConversation; trame: string | null },
  sink: MessageSink,
  signal: AbortSignal,
): Promise<SendResult> {
  const { conversation, trame } = started;
  if (!deps.ai) return placeholderAnswer(deps, conversation, sink, signal);
  const ai = deps.ai;
  const patientId = conversation.patient?.id;
  const identities = await loadKnownIdentities(deps.db, scope, patientId ? { patientId } : {});
  const matcher = createIdentityMatcher(identities);
  const context = [patientId ? await patientContext(deps.db, scope, patientId) : null, trame].filter((t): t is string => !!t);
  const turn: Turn = {
    messages: [
      { role: 'system', content: [systemPrompt(conversation.assistant), ...context].join('\n\n') },
      ...(await history(deps.db, conversation.id)),
    ],
    toolTexts: [],
  };
  const tools = conversation.assistant === 'myriam' ? MYRIAM_TOOLS : undefined;
  let answer = '';
  for (let round = 0; ; round++) {
    const request = pseudonymisedRequest(turn, matcher);
    const restorer = createStreamRestorer(request.map);
    const began = performance.now();
    const log: CallLog = { outcome: 'ok', promptTokens: null, completionTokens: null, counts: request.counts, durationMs: 0 };
    let calls: ToolCall[] = [];
    try {
      for await (const event of streamChatCompletion({ ai, messages: request.messages, ...(tools && round < MAX_TOOL_ROUNDS ? { tools } : {}), signal })) {
        if (event.type === 'delta') {
          const text = restorer.push(event.text);
          answer += text;
          if (text) await sink.delta(text);
        } else if (event.type === 'usage') {
          log.promptTokens = event.promptTokens;
          log.completionTokens = event.completionTokens;
        } else calls = event.calls;
      }
      const rest = restorer.flush();
      answer += rest;
      if (rest) await sink.delta(rest);
    } catch (error) {
      const reason = error instanceof AiCallError ? error.reason : 'failed';
      if (!(error instanceof AiCallError)) deps.logger.error({ err: safeError(error) }, 'assistant call failed');
      log.outcome = reason === 'aborted' ? 'stopped' : reason === 'timeout' ? 'timeout' : 'error';
      log.durationMs = Math.round(performance.now() - began);
      await logCall(deps, scope, conversation, ai.model, log);
      const partial = answer + restorer.flush();
      if (reason === 'aborted') return { messageId: await saveAnswer(deps.db, conversation.id, partial, 'stopped'), status: 'stopped' };
      const message = reason === 'timeout' ? catalog.timedOut : catalog.failed;
      return { messageId: await saveAnswer(deps.db, conversation.id, partial || message, 'error'), status: 'error', error: message };
    }
    log.durationMs = Math.round(performance.now() - began);
    await logCall(deps, scope, conversation, ai.model, log);
    if (calls.length === 0 || !tools) break;
    // The tools take no names: they read the conversation's scope and selected patient.
    turn.messages.push({ role: 'assistant', content: null, tool_calls: calls });
    for (const call of calls) {
      const result = await runMyriamTool({ db: deps.db, scope, patientId: patientId ?? null, now: new Date() }, call.function.name, call.function.arguments);
      turn.messages.push({ role: 'tool', tool_call_id: call.id, content: result });
    }
  }
  if (!answer.trim()) {
    return { messageId: await saveAnswer(deps.db, conversation.id, catalog.failed, 'error'), status: 'error', error: catalog.failed };
  }
  return { messageId: await saveAnswer(deps.db, conversation.id, answer, 'done'), status: 'done' };
}
