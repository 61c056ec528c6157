import { makePdf, type PdfPageLine } from '../../lib/simple-pdf';
import type { Praxis } from '../../server';

/**
 * Trame types and two trames with example PDFs, through the API as the practitioner would (every
 * rule and the analysis queue included). The reports are invented text with invented names,
 * never real patient data; the analysis pseudonymises them like any upload. The analyses are
 * queued: they run as soon as a server with workers starts (`npm start`).
 */
type ExampleReport = { child: string; age: string; school: string; score: string; conclusion: string };

const BILAN_REPORTS: ExampleReport[] = [
  { child: 'Lucas Ferrand', age: '7 ans 4 mois', school: 'CE1', score: '6 (percentile 9)', conclusion: 'Un trouble de la coordination est évoqué.' },
  { child: 'Inès Moreau', age: '9 ans 1 mois', school: 'CM1', score: '9 (percentile 37)', conclusion: 'Le développement moteur est dans la norme.' },
  { child: 'Noah Girard', age: '6 ans 8 mois', school: 'CP', score: '5 (percentile 5)', conclusion: 'Une rééducation hebdomadaire est proposée.' },
];

function bilanPages(report: ExampleReport): PdfPageLine[][] {
  return [
    [
      { text: 'Bilan psychomoteur', size: 20 },
      `Nom : ${report.child} - Âge : ${report.age} - Classe : ${report.school}`,
      'Date du bilan : 12/10/2026 - Praticienne : Claire Desrosiers, psychomotricienne',
      { text: 'Motif de la demande', size: 14 },
      `${report.child.split(' ')[0]} est adressé par son médecin pour des difficultés motrices à l'école.`,
      { text: 'Anamnèse', size: 14 },
      'Grossesse et naissance sans particularité. Marche acquise à 14 mois.',
      { text: 'Tests passés', size: 14 },
      `M-ABC-2 : note standard totale ${report.score}`,
      'BHK : vitesse et qualité de l’écriture évaluées en dictée.',
    ],
    [
      { text: 'Observations cliniques', size: 14 },
      'Tonus et posture observés pendant les épreuves libres et dirigées.',
      { text: 'Conclusion', size: 14 },
      report.conclusion,
      { text: 'Projet thérapeutique', size: 14 },
      'Séances hebdomadaires de 45 minutes, bilan d’évolution dans six mois.',
      'Claire Desrosiers - Psychomotricienne D.E.',
    ],
  ];
}

const SESSION_NOTES = [
  { child: 'Lucas Ferrand', work: 'Parcours moteur et équilibre unipodal.' },
  { child: 'Inès Moreau', work: 'Graphomotricité : boucles et liaisons.' },
];

function sessionPages(note: (typeof SESSION_NOTES)[number]): PdfPageLine[][] {
  return [
    [
      { text: 'Compte rendu de séance', size: 20 },
      `Patient : ${note.child} - Séance du 05/11/2026`,
      { text: 'Objectifs de la séance', size: 14 },
      note.work,
      { text: 'Déroulement', size: 14 },
      'Échauffement, exercice principal, retour au calme.',
      { text: 'Pour la prochaine séance', size: 14 },
      'Reprendre l’exercice principal avec une consigne double.',
    ],
  ];
}

const TRAMES = [
  { type: { label: 'Bilan psychomoteur', description: 'Bilans initiaux et d’évolution', isBilan: true }, name: 'Bilan psychomoteur enfant', examples: BILAN_REPORTS.map(bilanPages) },
  { type: { label: 'Compte rendu de séance', description: 'Comptes rendus après une séance', isBilan: false }, name: 'Compte rendu de séance', examples: SESSION_NOTES.map(sessionPages) },
];

export type TrameSeedSummary = { created: string[]; examples: number };

async function api<T>(praxis: Praxis, cookie: string, method: string, path: string, body?: unknown): Promise<T> {
  const isForm = body instanceof FormData;
  const res = await praxis.app.request(`${praxis.env.publicUrl}/api/v1${path}`, {
    method,
    headers: { cookie, origin: praxis.env.publicUrl, ...(body && !isForm ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: isForm ? body : JSON.stringify(body) } : {}),
  });
  if (!res.ok) throw new Error(`${method} ${path} : ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

export async function seedTrames(praxis: Praxis, cookie: string): Promise<TrameSeedSummary> {
  const types = (await api<{ items: { id: string; label: string }[] }>(praxis, cookie, 'GET', '/trame-types')).items;
  const existingTrames = await api<{ items: { name: string }[] }>(praxis, cookie, 'GET', '/trames');
  const summary: TrameSeedSummary = { created: [], examples: 0 };
  for (const trame of TRAMES) {
    if (existingTrames.items.some((t) => t.name === trame.name)) continue;
    const type = types.find((t) => t.label === trame.type.label) ?? (await api<{ id: string }>(praxis, cookie, 'POST', '/trame-types', trame.type));
    const created = await api<{ id: string }>(praxis, cookie, 'POST', '/trames', { name: trame.name, trameTypeId: type.id });
    for (const [index, pages] of trame.examples.entries()) {
      const form = new FormData();
      form.set('file', new File([makePdf(pages)], `exemple-${index + 1}.pdf`, { type: 'application/pdf' }));
      await api(praxis, cookie, 'POST', `/trames/${created.id}/examples`, form);
      summary.examples += 1;
    }
    await api(praxis, cookie, 'POST', `/trames/${created.id}/analysis`);
    summary.created.push(trame.name);
  }
  return summary;
}
