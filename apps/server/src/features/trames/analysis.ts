import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import { TRAME_EVENTS, trameMessages, type TAnalysisJob } from '@praxis/shared/trames/schemas';
import { trameAnalysisJobs, trameExamples } from '../../db/schema';
import type { AppDeps } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { scopeValues, type Scope } from '../../lib/scope';
import { analysisColumns, toAnalysisJob } from './analysis-row';
import { lockOwnTrame, publishTrameEvent, requireReadableTrame } from './trame-row';
import { trameAnalysisJob } from './trames.jobs';

/** The latest analysis of a readable trame (spec 3 §7), or null. */
export async function latestAnalysis(
  deps: Pick<AppDeps, 'db'>,
  scope: Scope,
  trameId: string,
): Promise<{ job: TAnalysisJob | null }> {
  const trame = await requireReadableTrame(deps.db, scope, trameId);
  const [row] = await deps.db
    .select(analysisColumns)
    .from(trameAnalysisJobs)
    .where(eq(trameAnalysisJobs.trameId, trame.id))
    .orderBy(desc(trameAnalysisJobs.createdAt), desc(trameAnalysisJobs.id))
    .limit(1);
  return { job: row ? toAnalysisJob(row, scope.userId) : null };
}

/**
 * Launches the analysis of the pending examples (spec 3 §4, §5): refused without any ('Aucun
 * exemple à analyser') and while one is pending or running. The row and the queue job are
 * written in one transaction: both exist or neither.
 */
export async function startAnalysis(
  deps: Pick<AppDeps, 'db' | 'jobs' | 'events'>,
  scope: Scope,
  trameId: string,
): Promise<TAnalysisJob> {
  return deps.db.transaction(async (tx) => {
    const trame = await lockOwnTrame(tx, scope, trameId);
    const [running] = await tx
      .select({ id: trameAnalysisJobs.id })
      .from(trameAnalysisJobs)
      .where(
        and(
          eq(trameAnalysisJobs.trameId, trame.id),
          inArray(trameAnalysisJobs.status, ['pending', 'running']),
        ),
      )
      .limit(1);
    if (running) throw new AppError('CONFLICT', trameMessages.analysisRunning);
    const pending = await tx
      .select({ id: trameExamples.id })
      .from(trameExamples)
      .where(
        and(
          eq(trameExamples.trameId, trame.id),
          isNull(trameExamples.deletedAt),
          eq(trameExamples.status, 'pending'),
        ),
      )
      .orderBy(asc(trameExamples.createdAt), asc(trameExamples.id));
    if (pending.length === 0) throw new AppError('VALIDATION', trameMessages.nothingToAnalyse, 422);
    const [row] = await tx
      .insert(trameAnalysisJobs)
      .values({
        ...scopeValues(scope),
        trameId: trame.id,
        recordIds: pending.map((p) => p.id),
        status: 'pending',
      })
      .returning(analysisColumns);
    if (!row) throw new AppError('INTERNAL', trameMessages.genericError);
    await deps.jobs.enqueue(trameAnalysisJob, { analysisId: row.id }, { tx });
    await publishTrameEvent(deps.events, TRAME_EVENTS.examples, scope, trame.id, tx);
    return toAnalysisJob(row, scope.userId);
  });
}
