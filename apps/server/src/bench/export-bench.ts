import { extractText, getDocumentProxy } from 'unpdf';
import type { TTemplateBlock, TTemplateJson } from '@praxis/shared/trames/template-document';
import { templateToDocx } from '../features/trames/docx-export';
import { templateToPdf } from '../features/trames/pdf-export';

/**
 * npm run bench:export -w @praxis/server: exports a 30-page template (issue 12 "Export of a
 * 30-page template stays under 2 s") to DOCX and to PDF, a few runs each after a warm-up, and
 * prints the timings in ms with the PDF's page count. Prints figures; asserts nothing.
 */
const RUNS = 5;
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

function thirtyPages(): TTemplateJson {
  const content: TTemplateBlock[] = [
    { type: 'heading', level: 1, text: 'Bilan psychomoteur', style: { alignment: 'center' } },
    { type: 'frame', text: 'Mme Léonie Dupré\nNée le 09/03/2017\nÂge : 9 ans et 8 mois' },
  ];
  for (let i = 1; i <= 30; i++)
    content.push({
      type: 'section',
      title: `${i}. Partie ${i}`,
      comment: `Partie ${i} : un texte d'environ 300 mots et un tableau de scores`,
      content: [
        { type: 'paragraph', text: 'Le bilan a été réalisé en deux séances. '.repeat(30) },
        { type: 'list', items: ['Équilibre', 'Coordination', 'Graphisme'], list_type: 'bullet' },
        {
          type: 'table',
          columns: ['Épreuve', 'Score brut', 'Score standard', 'Percentile'],
          rows: Array.from({ length: 8 }, (_, r) => [`Épreuve ${r + 1}`, '12', '9', '37']),
          cell_styles: { '0': { bold: true }, '3': { alignment: 'center', background: 'EEEEEE' } },
        },
        { type: 'image', src: PNG, width: 1 },
        { type: 'pagebreak' },
      ],
    });
  return {
    document: {
      meta: { document_name: 'Bench', title: 'Bilan psychomoteur', author: 'Praxis' },
      header: [{ type: 'text', text: 'Cabinet de psychomotricité du Parc', align: 'center' }],
      footer: [{ type: 'page_number', text: 'Page', align: 'right' }],
      content,
    },
  };
}

async function time(name: string, run: () => Promise<Uint8Array>) {
  await run();
  const ms: number[] = [];
  let bytes: Uint8Array = new Uint8Array();
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    bytes = await run();
    ms.push(performance.now() - started);
  }
  ms.sort((a, b) => a - b);
  const median = ms[Math.floor(ms.length / 2)] ?? 0;
  console.log(
    `${name}: median ${median.toFixed(1)} ms, max ${(ms.at(-1) ?? 0).toFixed(1)} ms over ${RUNS} runs, ${(bytes.byteLength / 1024).toFixed(0)} KiB`,
  );
  return bytes;
}

const template = thirtyPages();
await time('DOCX (30 pages)', () => templateToDocx(template));
const pdf = await time('PDF (30 pages)', () => templateToPdf(template));
const { totalPages } = await extractText(await getDocumentProxy(pdf));
console.log(`PDF pages: ${totalPages}`);
