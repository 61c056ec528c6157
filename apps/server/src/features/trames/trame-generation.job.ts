import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { ZExampleAnalysis, type TExampleAnalysis } from '@praxis/shared/trames/example-analysis';
import { generationMessages } from '@praxis/shared/trames/generation';
import { ZTemplateJson } from '@praxis/shared/trames/template-document';
import { trameExamples, trameGenerationJobs, trames, users } from '../../db/schema';
import { defineJob } from '../../lib/jobs';
import { removeStoredFile } from '../../lib/uploads';
import { publishGenerationEvent, saveTemplate } from './save-template';
import { refineTemplate } from './refine-template';
import { templateFromExamples } from './template-from-examples';

const ZGenerationPayload = z.object({ generationId: z.uuid() });

/** A failure the user can act on: recorded as it is, never retried. */
class GenerationRefused extends Error {}

/**
 * The generation of a trame's template document (spec 3 §4, issue 12): pending → running →
 * completed, or failed with a French message. The analyses of the done examples are merged
 * deterministically (template-from-examples.ts), validated against the template schema, exported
 * to DOCX and kept on the trame in one transaction with the job's completion.
 */
export const trameGenerationJob = defineJob({
  name: 'trame-generation',
  payload: ZGenerationPayload,
  retry: { retryLimit: 2, retryDelaySeconds: 5, expireInSeconds: 10 * 60, heartbeatSeconds: 30 },
  concurrency: 1,
  async run({ generationId }, { deps, logger, signal }) {
    const [job] = await deps.db
      .select()
      .from(trameGenerationJobs)
      .where(eq(trameGenerationJobs.id, generationId))
      .limit(1);
    if (!job || job.status === 'completed' || job.status === 'failed') return;
    const owner = { userId: job.userId, organizationId: job.organizationId };
    await deps.db
      .update(trameGenerationJobs)
      .set({ status: 'running', startedAt: new Date() })
      .where(eq(trameGenerationJobs.id, job.id));
    await publishGenerationEvent(deps.events, owner, job.trameId);

    const fail = async (message: string) => {
      await deps.db
        .update(trameGenerationJobs)
        .set({ status: 'failed', errorMessage: message, completedAt: new Date() })
        .where(eq(trameGenerationJobs.id, job.id));
      await publishGenerationEvent(deps.events, owner, job.trameId);
    };
    try {
      const [trame] = await deps.db
        .select({ id: trames.id, userId: trames.userId, name: trames.name, author: users.name })
        .from(trames)
        .innerJoin(users, eq(users.id, trames.userId))
        .where(and(eq(trames.id, job.trameId), isNull(trames.deletedAt)))
        .limit(1);
      if (!trame) throw new GenerationRefused(generationMessages.failed);
      const rows = await deps.db
        .select({ analysis: trameExamples.analysis })
        .from(trameExamples)
        .where(
          and(
            eq(trameExamples.trameId, trame.id),
            isNull(trameExamples.deletedAt),
            inArray(trameExamples.status, ['done']),
          ),
        )
        .orderBy(asc(trameExamples.createdAt), asc(trameExamples.id));
      const analyses = rows.flatMap((r): TExampleAnalysis[] => {
        const parsed = ZExampleAnalysis.safeParse(r.analysis);
        return parsed.success ? [parsed.data] : [];
      });
      if (analyses.length === 0) throw new GenerationRefused(generationMessages.noExamples);
      const started = performance.now();
      let template = ZTemplateJson.parse(
        templateFromExamples(analyses, { documentName: trame.name, author: trame.author }),
      );
      if (deps.env.ai) {
        const refined = await refineTemplate(deps.env.ai, template, signal);
        template = refined.template;
        logger.info({ outcome: refined.outcome }, 'trame template refinement');
      }
      const { previousKeys } = await deps.db.transaction(async (tx) => {
        const saved = await saveTemplate(deps, tx, trame, template);
        await tx
          .update(trameGenerationJobs)
          .set({ status: 'completed', errorMessage: null, completedAt: new Date() })
          .where(eq(trameGenerationJobs.id, job.id));
        await publishGenerationEvent(deps.events, owner, job.trameId, tx);
        return saved;
      });
      for (const key of previousKeys) await removeStoredFile(deps.storage, key, deps.logger);
      logger.info(
        { examples: analyses.length, ms: Math.round(performance.now() - started) },
        'trame template generated',
      );
    } catch (err) {
      if (err instanceof GenerationRefused) return fail(err.message);
      throw err;
    }
  },
  async onFailed({ generationId }, { deps }) {
    const [job] = await deps.db
      .update(trameGenerationJobs)
      .set({ status: 'failed', errorMessage: generationMessages.failed, completedAt: new Date() })
      .where(
        and(
          eq(trameGenerationJobs.id, generationId),
          inArray(trameGenerationJobs.status, ['pending', 'running']),
        ),
      )
      .returning({
        userId: trameGenerationJobs.userId,
        organizationId: trameGenerationJobs.organizationId,
        trameId: trameGenerationJobs.trameId,
      });
    if (job) await publishGenerationEvent(deps.events, job, job.trameId);
  },
});
