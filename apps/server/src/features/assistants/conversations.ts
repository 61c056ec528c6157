import { asc, eq } from 'drizzle-orm';
import type { TAssistant, TConversation, TConversationDetail, TConversationList, TCreateConversation } from '@praxis/shared/assistants/schemas';
import { assistantConversations, assistantMessages } from '../../db/schema';
import type { Database } from '../../lib/db';
import { loadKnownIdentities } from '../../lib/privacy/load-known-identities';
import { scopeValues, type Scope } from '../../lib/scope';
import { conversationWhere, loadConversation, selectConversations } from './conversation-row';

export const DEFAULT_TITLE = 'Nouvelle conversation';

export async function findConversations(db: Database, scope: Scope, assistant: TAssistant): Promise<TConversationList> {
  const items = await selectConversations(db, conversationWhere(scope, eq(assistantConversations.assistant, assistant)));
  return { items, total: items.length };
}

export async function createConversation(db: Database, scope: Scope, assistant: TAssistant, input: TCreateConversation): Promise<TConversation> {
  // A patient outside the scope answers 404 (the same rule as the identities sent to the model).
  if (input.patientId) await loadKnownIdentities(db, scope, { patientId: input.patientId, onlyThisPatient: true });
  const [row] = await db
    .insert(assistantConversations)
    .values({ ...scopeValues(scope), assistant, title: input.title ?? DEFAULT_TITLE, patientId: input.patientId ?? null })
    .returning({ id: assistantConversations.id });
  if (!row) throw new Error('insert returned nothing');
  return loadConversation(db, scope, row.id);
}

export async function getConversation(db: Database, scope: Scope, id: string): Promise<TConversationDetail> {
  const conversation = await loadConversation(db, scope, id);
  const rows = await db
    .select({ id: assistantMessages.id, role: assistantMessages.role, content: assistantMessages.content, status: assistantMessages.status, attachments: assistantMessages.attachments, createdAt: assistantMessages.createdAt })
    .from(assistantMessages)
    .where(eq(assistantMessages.conversationId, conversation.id))
    .orderBy(asc(assistantMessages.createdAt), asc(assistantMessages.id));
  return {
    ...conversation,
    messages: rows.map((m) => ({
      id: m.id,
      role: m.role === 'user' ? 'user' : 'assistant',
      content: m.content,
      status: m.status === 'stopped' || m.status === 'error' ? m.status : 'done',
      attachments: m.attachments.map((a) => a.name),
      createdAt: m.createdAt.toISOString(),
    })),
  };
}

export async function renameConversation(db: Database, scope: Scope, id: string, title: string): Promise<TConversation> {
  const [row] = await db
    .update(assistantConversations)
    .set({ title, updatedAt: new Date() })
    .where(conversationWhere(scope, eq(assistantConversations.id, id)))
    .returning({ id: assistantConversations.id });
  return loadConversation(db, scope, row?.id ?? id);
}

export async function deleteConversation(db: Database, scope: Scope, id: string): Promise<void> {
  const conversation = await loadConversation(db, scope, id);
  await db.delete(assistantConversations).where(conversationWhere(scope, eq(assistantConversations.id, conversation.id)));
}
