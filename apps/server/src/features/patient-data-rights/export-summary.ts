/**
 * resume.html of a patient export: a readable page of the same rows as patient.json, with no
 * script and no outside resource, every value escaped.
 */
type Row = Record<string, unknown>;

export type ExportContent = {
  exportedAt: string;
  patient: Row;
  representatives: Row[];
  goals: Row[];
  instructions: Row[];
  parcours: Row[];
  appointments: Row[];
  documents: Row[];
  waitingList: Row[];
};

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

function text(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'boolean') return value ? 'oui' : 'non';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value as string | number);
}

const PATIENT_FIELDS: [string, string][] = [
  ['civilite', 'Civilité'],
  ['firstName', 'Prénom'],
  ['lastName', 'Nom'],
  ['dateOfBirth', 'Date de naissance'],
  ['gender', 'Genre'],
  ['status', 'Statut'],
  ['email', 'E-mail'],
  ['phoneNumber', 'Téléphone'],
  ['addressNumber', 'Numéro'],
  ['addressStreet', 'Rue'],
  ['addressComplement', 'Complément'],
  ['postalCode', 'Code postal'],
  ['city', 'Ville'],
  ['schoolName', 'École'],
  ['schoolLevel', 'Niveau'],
  ['schoolClass', 'Classe'],
  ['familyStatus', 'Situation familiale'],
  ['profession', 'Profession'],
  ['prescriber', 'Prescripteur'],
  ['socialSecurityNumber', 'N° de sécurité sociale'],
  ['insurance', 'Mutuelle'],
  ['anamnesis', 'Anamnèse'],
  ['notes', 'Notes'],
  ['followupStartedAt', 'Début du suivi'],
  ['createdAt', 'Créé le'],
];

function table(title: string, rows: Row[], columns: [string, string][]): string {
  if (rows.length === 0) return `<h2>${escapeHtml(title)}</h2><p>Aucun élément.</p>`;
  const head = columns.map(([, label]) => `<th>${escapeHtml(label)}</th>`).join('');
  const body = rows.map((row) => `<tr>${columns.map(([key]) => `<td>${escapeHtml(text(row[key]))}</td>`).join('')}</tr>`).join('');
  return `<h2>${escapeHtml(title)}</h2><table><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>`;
}

export function exportSummaryHtml(content: ExportContent): string {
  const p = content.patient;
  const name = `${text(p.firstName)} ${text(p.lastName)}`;
  const identity = PATIENT_FIELDS.map(([key, label]) => `<tr><th>${escapeHtml(label)}</th><td>${escapeHtml(text(p[key]))}</td></tr>`).join('');
  return `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><title>Dossier de ${escapeHtml(name)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#111}table{border-collapse:collapse;width:100%;margin-bottom:1.5rem}th,td{border:1px solid #ccc;padding:.3rem .5rem;text-align:left;vertical-align:top;white-space:pre-wrap}th{background:#f4f4f5}</style>
</head><body>
<h1>Dossier de ${escapeHtml(name)}</h1>
<p>Exporté le ${escapeHtml(content.exportedAt)}. Les données complètes sont dans patient.json ; les fichiers dans le dossier documents.</p>
<h2>Identité et coordonnées</h2><table><tbody>${identity}</tbody></table>
${table('Représentants légaux', content.representatives, [['firstName', 'Prénom'], ['lastName', 'Nom'], ['relation', 'Lien'], ['email', 'E-mail'], ['phone', 'Téléphone'], ['isPrimary', 'Principal']])}
${table('Objectifs thérapeutiques', content.goals, [['title', 'Titre'], ['description', 'Description'], ['status', 'Statut'], ['priority', 'Priorité'], ['progressPercentage', 'Progression (%)'], ['targetDate', 'Échéance']])}
${table('Consignes', content.instructions, [['title', 'Titre'], ['content', 'Contenu'], ['category', 'Catégorie'], ['createdAt', 'Créée le']])}
${table('Parcours de soin', content.parcours, [['parcours', 'Parcours'], ['startedAt', 'Début'], ['endedAt', 'Fin'], ['isCurrent', 'Actuel']])}
${table('Rendez-vous', content.appointments, [['startsAt', 'Début'], ['endsAt', 'Fin'], ['status', 'Statut'], ['location', 'Lieu'], ['notes', 'Notes']])}
${table("Liste d'attente", content.waitingList, [['weekdays', 'Jours (1 = lundi)'], ['timeFrom', 'De'], ['timeTo', 'À'], ['note', 'Note'], ['createdAt', 'Inscrit le']])}
${table('Documents', content.documents, [['fileName', 'Nom'], ['fileType', 'Type'], ['uploadedAt', 'Ajouté le'], ['file', 'Fichier dans l’archive']])}
</body></html>
`;
}
