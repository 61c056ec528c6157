import { and, eq, inArray, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { TRAME_EVENTS, trameMessages } from '@praxis/shared/trames/schemas';
import { trameAnalysisJobs, trameExamples, trames, users } from '../../db/schema';
import type { AppDeps } from '../../lib/context';
import { defineJob } from '../../lib/jobs';
import type { Logger } from '../../lib/logger';
import { loadKnownIdentities } from '../../lib/privacy/load-known-identities';
import {
  createIdentityMatcher,
  pseudonymise,
  type IdentityMatcher,
} from '../../lib/privacy/pseudonymise';
import { buildExampleAnalysis } from './example-structure';
import { ExampleReadError, readPdfText } from './read-example';
import { publishTrameEvent } from './trame-row';
import { trameGenerationJob } from './trame-generation.job';

type Owner = { userId: string; organizationId: string | null };

/**
 * One example: its PDF read, its text pseudonymised (store mode) before anything is kept, its
 * structure learned. Only the pseudonymised text and the structure are stored; a file that cannot
 * be read marks the example failed with a French message.
 */
async function analyseExample(
  deps: AppDeps,
  matcher: IdentityMatcher,
  example: { id: string; storagePath: string | null },
) {
  const fail = (message: string) =>
    deps.db
      .update(trameExamples)
      .set({ status: 'failed', errorMessage: message, analyzedAt: new Date() })
      .where(eq(trameExamples.id, example.id));
  const stored = example.storagePath ? await deps.storage.read(example.storagePath) : null;
  if (!stored) return fail(trameMessages.pdfMissing);
  let pdf;
  try {
    pdf = await readPdfText(stored.bytes);
  } catch (err) {
    if (err instanceof ExampleReadError) return fail(err.message);
    throw err;
  }
  const counts: Record<string, number> = {};
  const pages = pdf.pages.map((lines) => {
    const result = pseudonymise(lines.map((l) => l.text).join('\n'), { matcher, mode: 'store' });
    for (const [type, n] of Object.entries(result.counts))
      counts[type] = (counts[type] ?? 0) + (n ?? 0);
    const texts = result.text.split('\n');
    // A replacement spanning a line break merges two lines: their font sizes are then unknown.
    return texts.length === lines.length
      ? texts.map((text, i) => ({ text, fontSize: lines[i]?.fontSize ?? 0 }))
      : texts.map((text) => ({ text, fontSize: 0 }));
  });
  const analysis = buildExampleAnalysis(pages, pdf.pageCount, counts);
  await deps.db
    .update(trameExamples)
    .set({
      status: 'done',
      errorMessage: null,
      pageCount: pdf.pageCount,
      pseudonymisedText: pages.map((p) => p.map((l) => l.text).join('\n')).join('\n\f\n'),
      analysis,
      analyzedAt: new Date(),
    })
    .where(eq(trameExamples.id, example.id));
}

async function notifyOwner(
  deps: AppDeps,
  logger: Logger,
  userId: string,
  trameId: string,
  done: number,
  failed: number,
) {
  try {
    const [owner] = await deps.db
      .select({ email: users.email, trameName: trames.name })
      .from(users)
      .innerJoin(trames, eq(trames.id, trameId))
      .where(eq(users.id, userId))
      .limit(1);
    if (!owner) return;
    const link = `${deps.env.publicUrl}/trames/${trameId}`;
    const summary = `${done} exemple(s) analysé(s)${failed ? `, ${failed} en échec` : ''}.`;
    await deps.mailer.send({
      to: owner.email,
      subject: `Analyse terminée : ${owner.trameName}`,
      text: `Bonjour,\n\nL'analyse des exemples de votre trame « ${owner.trameName} » est terminée : ${summary}\n\n${link}\n`,
      html: `<p>Bonjour,</p><p>L'analyse des exemples de votre trame est terminée : ${summary}</p><p><a href="${link}">Voir la trame</a></p>`,
      link,
    });
  } catch (err) {
    logger.warn({ err: { name: (err as Error).name } }, 'e-mail de fin d’analyse non envoyé');
  }
}

const ZAnalysisPayload = z.object({ analysisId: z.uuid() });

/**
 * The analysis of a batch of examples (spec 3 §4): pending → running → completed, or failed with a
 * French message once every attempt failed (pg-boss retries; a crashed process's job is retried
 * after its heartbeat, so it is never left running). Examples already analysed are skipped, so a
 * retry resumes where the previous attempt stopped.
 */
export const trameAnalysisJob = defineJob({
  name: 'trame-analysis',
  payload: ZAnalysisPayload,
  retry: { retryLimit: 2, retryDelaySeconds: 5, expireInSeconds: 15 * 60, heartbeatSeconds: 30 },
  concurrency: 1,
  async run({ analysisId }, { deps, logger }) {
    const [job] = await deps.db
      .select()
      .from(trameAnalysisJobs)
      .where(eq(trameAnalysisJobs.id, analysisId))
      .limit(1);
    if (!job || job.status === 'completed' || job.status === 'failed') return;
    const owner: Owner = { userId: job.userId, organizationId: job.organizationId };
    await deps.db
      .update(trameAnalysisJobs)
      .set({ status: 'running', startedAt: new Date() })
      .where(eq(trameAnalysisJobs.id, job.id));
    await publishTrameEvent(deps.events, TRAME_EVENTS.examples, owner, job.trameId);

    const matcher = createIdentityMatcher(await loadKnownIdentities(deps.db, owner));
    const examples = await deps.db
      .select({ id: trameExamples.id, storagePath: trameExamples.storagePath })
      .from(trameExamples)
      .where(
        and(
          inArray(trameExamples.id, job.recordIds),
          eq(trameExamples.trameId, job.trameId),
          isNull(trameExamples.deletedAt),
          eq(trameExamples.status, 'pending'),
        ),
      );
    for (const example of examples) {
      await analyseExample(deps, matcher, example);
      await publishTrameEvent(deps.events, TRAME_EVENTS.examples, owner, job.trameId);
    }
    const outcomes = await deps.db
      .select({ status: trameExamples.status })
      .from(trameExamples)
      .where(inArray(trameExamples.id, job.recordIds));
    await deps.db
      .update(trameAnalysisJobs)
      .set({ status: 'completed', completedAt: new Date(), errorMessage: null })
      .where(eq(trameAnalysisJobs.id, job.id));
    await publishTrameEvent(deps.events, TRAME_EVENTS.examples, owner, job.trameId);
    const done = outcomes.filter((o) => o.status === 'done').length;
    await notifyOwner(deps, logger, job.userId, job.trameId, done, outcomes.length - done);
  },
  async onFailed({ analysisId }, { deps }) {
    const [job] = await deps.db
      .update(trameAnalysisJobs)
      .set({
        status: 'failed',
        errorMessage: trameMessages.analysisFailed,
        completedAt: new Date(),
      })
      .where(
        and(
          eq(trameAnalysisJobs.id, analysisId),
          inArray(trameAnalysisJobs.status, ['pending', 'running']),
        ),
      )
      .returning({
        userId: trameAnalysisJobs.userId,
        organizationId: trameAnalysisJobs.organizationId,
        trameId: trameAnalysisJobs.trameId,
      });
    if (job) await publishTrameEvent(deps.events, TRAME_EVENTS.examples, job, job.trameId);
  },
});

export const trameJobs = [trameAnalysisJob, trameGenerationJob];
