import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import {
  generationMessages,
  type TGenerationJob,
  type TTrameTemplate,
} from '@praxis/shared/trames/generation';
import { JOB_STATUSES, trameMessages } from '@praxis/shared/trames/schemas';
import { trameExamples, trameGenerationJobs, trames } from '../../db/schema';
import type { AppDeps } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { scopeValues, type Scope } from '../../lib/scope';
import { lockOwnTrame, readableTrameWhere, requireReadableTrame } from './trame-row';
import { publishGenerationEvent } from './save-template';
import { trameGenerationJob } from './trame-generation.job';

export const generationColumns = {
  id: trameGenerationJobs.id,
  trameId: trameGenerationJobs.trameId,
  userId: trameGenerationJobs.userId,
  status: trameGenerationJobs.status,
  errorMessage: trameGenerationJobs.errorMessage,
  createdAt: trameGenerationJobs.createdAt,
  completedAt: trameGenerationJobs.completedAt,
};

type GenerationRow = {
  id: string;
  trameId: string;
  userId: string;
  status: string;
  errorMessage: string | null;
  createdAt: Date;
  completedAt: Date | null;
};

function toGenerationJob(row: GenerationRow, userId: string): TGenerationJob {
  return {
    id: row.id,
    trameId: row.trameId,
    status: (JOB_STATUSES as readonly string[]).includes(row.status)
      ? (row.status as TGenerationJob['status'])
      : 'pending',
    errorMessage: row.errorMessage,
    isOwn: row.userId === userId,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}

export async function latestGeneration(
  deps: Pick<AppDeps, 'db'>,
  scope: Scope,
  trameId: string,
): Promise<{ job: TGenerationJob | null }> {
  const trame = await requireReadableTrame(deps.db, scope, trameId);
  const [row] = await deps.db
    .select(generationColumns)
    .from(trameGenerationJobs)
    .where(eq(trameGenerationJobs.trameId, trame.id))
    .orderBy(desc(trameGenerationJobs.createdAt), desc(trameGenerationJobs.id))
    .limit(1);
  return { job: row ? toGenerationJob(row, scope.userId) : null };
}

/**
 * 'Générer ma Trame avec Sophie' / 'Régénérer' (spec 3 §4): refused without an analysed example
 * ('Aucun exemple analysé') and while a generation is pending or running. The row and the queue
 * job are written in one transaction.
 */
export async function startGeneration(
  deps: Pick<AppDeps, 'db' | 'jobs' | 'events'>,
  scope: Scope,
  trameId: string,
): Promise<TGenerationJob> {
  return deps.db.transaction(async (tx) => {
    const trame = await lockOwnTrame(tx, scope, trameId);
    const [running] = await tx
      .select({ id: trameGenerationJobs.id })
      .from(trameGenerationJobs)
      .where(
        and(
          eq(trameGenerationJobs.trameId, trame.id),
          inArray(trameGenerationJobs.status, ['pending', 'running']),
        ),
      )
      .limit(1);
    if (running) throw new AppError('CONFLICT', generationMessages.running);
    const [done] = await tx
      .select({ n: count() })
      .from(trameExamples)
      .where(
        and(
          eq(trameExamples.trameId, trame.id),
          isNull(trameExamples.deletedAt),
          eq(trameExamples.status, 'done'),
        ),
      );
    if (!done?.n) throw new AppError('VALIDATION', generationMessages.noExamples, 422);
    const [row] = await tx
      .insert(trameGenerationJobs)
      .values({
        ...scopeValues(scope),
        trameId: trame.id,
        payload: { trame_id: trame.id },
        status: 'pending',
      })
      .returning(generationColumns);
    if (!row) throw new AppError('INTERNAL', trameMessages.genericError);
    await deps.jobs.enqueue(trameGenerationJob, { generationId: row.id }, { tx });
    await publishGenerationEvent(deps.events, scope, trame.id, tx);
    return toGenerationJob(row, scope.userId);
  });
}

/** The stored template of a readable trame, as it is (the web validates it block by block). */
export async function getTemplate(
  deps: Pick<AppDeps, 'db'>,
  scope: Scope,
  trameId: string,
): Promise<TTrameTemplate> {
  const [row] = await deps.db
    .select({ template: trames.templateJson, generatedAt: trames.templateGeneratedAt })
    .from(trames)
    .where(and(readableTrameWhere(scope), eq(trames.id, trameId)))
    .limit(1);
  if (!row) throw AppError.notFound(trameMessages.notFound);
  return { template: row.template ?? null, generatedAt: row.generatedAt?.toISOString() ?? null };
}
