import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { TAssistant, TConversation } from '@praxis/shared/assistants/schemas';
import { assistantMessages as catalog } from '@praxis/shared/assistants/schemas';
import { assistantConversations, patients } from '../../db/schema';
import type { Executor } from '../../lib/executor';
import { AppError } from '../../lib/errors';
import { ownerWhere, type Scope } from '../../lib/scope';

const columns = {
  id: assistantConversations.id,
  assistant: assistantConversations.assistant,
  title: assistantConversations.title,
  createdAt: assistantConversations.createdAt,
  updatedAt: assistantConversations.updatedAt,
  patientId: patients.id,
  firstName: patients.firstName,
  lastName: patients.lastName,
  civilite: patients.civilite,
  dateOfBirth: patients.dateOfBirth,
};

/** Conversations are the owner's only, in the space they were started in. */
export function conversationWhere(scope: Scope, extra?: SQL): SQL | undefined {
  return and(ownerWhere(assistantConversations, scope), extra);
}

export async function selectConversations(db: Executor, where: SQL | undefined, limit = 200): Promise<TConversation[]> {
  const rows = await db
    .select(columns)
    .from(assistantConversations)
    .leftJoin(patients, eq(patients.id, assistantConversations.patientId))
    .where(where)
    // Newest first in SQL, so that the limit keeps the most recent conversations.
    .orderBy(desc(assistantConversations.updatedAt), desc(assistantConversations.id))
    .limit(limit);
  return rows
    .map((r) => ({
      id: r.id,
      assistant: r.assistant as TAssistant,
      title: r.title,
      patient:
        r.patientId && r.firstName !== null && r.lastName !== null && r.civilite !== null && r.dateOfBirth !== null
          ? { id: r.patientId, firstName: r.firstName, lastName: r.lastName, civilite: r.civilite, dateOfBirth: r.dateOfBirth }
          : null,
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
    }));
}

export async function loadConversation(db: Executor, scope: Scope, id: string): Promise<TConversation> {
  const [row] = await selectConversations(db, conversationWhere(scope, eq(assistantConversations.id, id)), 1);
  if (!row) throw new AppError('NOT_FOUND', catalog.conversationNotFound);
  return row;
}
