import { z } from 'zod';
import { defineJob } from '../lib/jobs';
import { makePdf, type PdfPageLine } from '../lib/simple-pdf';
import type { Praxis } from '../server';

/**
 * Issue 11's figures: the analysis of 10 ten-page example PDFs (extraction, pseudonymisation,
 * structure), from the launch to the job's end, over real HTTP; and the job queue's throughput on
 * empty jobs. Invented report text only.
 */
export const EXAMPLES = 10;
export const PAGES_PER_EXAMPLE = 10;
export const QUEUE_JOBS = 100;

/** An empty job: what the queue itself costs per job (enqueue, fetch, complete). */
export const benchNoopJob = defineJob({
  name: 'bench-noop',
  payload: z.object({ n: z.number() }),
  retry: { retryLimit: 0, retryDelaySeconds: 1, expireInSeconds: 60 },
  async run() {},
});

const CHILDREN = [
  'Lucas Ferrand',
  'Inès Moreau',
  'Noah Girard',
  'Jade Lemaire',
  'Hugo Marchal',
  'Lina Roussel',
  'Léo Barbier',
  'Chloé Vasseur',
  'Nathan Colin',
  'Emma Perrot',
];

function reportPages(child: string, index: number): PdfPageLine[][] {
  const [first] = child.split(' ');
  return Array.from({ length: PAGES_PER_EXAMPLE }, (_, page) => [
    ...(page === 0
      ? [
          { text: 'Bilan psychomoteur', size: 20 },
          `Nom : ${child} - Né le ${String(3 + index).padStart(2, '0')}/04/2018 - Classe : CE1`,
          `Adresse : ${12 + index} rue des Lilas, 69003 Lyon - Tél. : 06 12 34 56 ${String(10 + index)}`,
        ]
      : []),
    {
      text: `${page + 1}. ${['Anamnèse', 'Tests passés', 'Motricité globale', 'Motricité fine', 'Graphisme', 'Tonus', 'Espace et temps', 'Attention', 'Conclusion', 'Projet thérapeutique'][page] ?? 'Suite'}`,
      size: 14,
    },
    ...Array.from({ length: 28 }, (_, line) =>
      line % 7 === 0
        ? `${first} réalise l'épreuve ${line + 1} avec une aide verbale ; note standard ${5 + ((line + page) % 7)}.`
        : `Observation ${page + 1}.${line + 1} : coordination, équilibre et régulation tonique décrits pendant la séance.`,
    ),
  ]);
}

type Api = <T>(method: string, path: string, body?: unknown) => Promise<T>;

function apiOf(base: string, cookie: string): Api {
  return async <T>(method: string, path: string, body?: unknown) => {
    const isForm = body instanceof FormData;
    const res = await fetch(`${base}/api/v1${path}`, {
      method,
      headers: {
        cookie,
        origin: base,
        ...(body && !isForm ? { 'content-type': 'application/json' } : {}),
      },
      ...(body ? { body: isForm ? body : JSON.stringify(body) } : {}),
    });
    if (!res.ok) throw new Error(`${method} ${path} : ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };
}

export type AnalysisFigures = {
  examples: number;
  pages: number;
  pdfBytes: number;
  analysisSeconds: number;
  status: string;
  queueJobs: number;
  queueSeconds: number;
  jobsPerSecond: number;
};

export async function benchAnalysis(
  praxis: Praxis,
  base: string,
  cookie: string,
): Promise<AnalysisFigures> {
  const api = apiOf(base, cookie);
  const type = await api<{ id: string }>('POST', '/trame-types', {
    label: 'Bilan (bench)',
    isBilan: true,
  });
  const trame = await api<{ id: string }>('POST', '/trames', {
    name: 'Trame du bench',
    trameTypeId: type.id,
  });
  let pdfBytes = 0;
  for (const [index, child] of CHILDREN.slice(0, EXAMPLES).entries()) {
    const bytes = makePdf(reportPages(child, index));
    pdfBytes += bytes.byteLength;
    const form = new FormData();
    form.set('file', new File([bytes], `bilan-${index + 1}.pdf`, { type: 'application/pdf' }));
    await api('POST', `/trames/${trame.id}/examples`, form);
  }
  const started = performance.now();
  await api('POST', `/trames/${trame.id}/analysis`);
  let status = 'pending';
  while (status === 'pending' || status === 'running') {
    await new Promise((resolve) => setTimeout(resolve, 100));
    status =
      (await api<{ job: { status: string } | null }>('GET', `/trames/${trame.id}/analysis`)).job
        ?.status ?? 'none';
  }
  const analysisSeconds = (performance.now() - started) / 1000;

  const queueStarted = performance.now();
  for (let n = 0; n < QUEUE_JOBS; n++) await praxis.jobs.enqueue(benchNoopJob, { n });
  await praxis.jobs.idle(10 * 60_000);
  const queueSeconds = (performance.now() - queueStarted) / 1000;
  return {
    examples: EXAMPLES,
    pages: EXAMPLES * PAGES_PER_EXAMPLE,
    pdfBytes,
    analysisSeconds,
    status,
    queueJobs: QUEUE_JOBS,
    queueSeconds,
    jobsPerSecond: QUEUE_JOBS / queueSeconds,
  };
}
