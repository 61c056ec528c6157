import type {
  TTemplateBlock,
  TTemplateJson,
  TTemplateSection,
} from '@praxis/shared/trames/template-document';
import { ageOn } from '@praxis/shared/patients/rules';

/**
 * 'Préparer un compte rendu' (issue 12 §4): the trame's template filled for one patient. Only
 * what the patient record holds is written, as it is stored: the identity frame (civilité, names,
 * birth date, age on the practitioner's today, schooling), the dates, the consultation reason, the
 * goals and the last sessions' notes. Every other block of the template is kept as it is, so each
 * clinical section stays '[À compléter]' with its 'Instruction pour Sophie' for the practitioner
 * to write. Placeholders elsewhere in the template ([NOM] of a boilerplate sentence may be a
 * doctor's) are left alone: nothing is guessed.
 */
export type DraftFacts = {
  patient: {
    civilite: string;
    firstName: string;
    lastName: string;
    dateOfBirth: string;
    schoolName: string | null;
    schoolLevel: string | null;
    schoolClass: string | null;
    followupStartedAt: string | null;
  };
  consultationReason: string | null;
  goals: { title: string; description: string }[];
  /** Past sessions with notes, most recent first. */
  sessions: { startsAt: Date; notes: string }[];
  /** The practitioner's calendar date, 'YYYY-MM-DD'. */
  today: string;
  timeZone: string;
};

export const RECORD_SECTION_TITLE = 'Informations du dossier patient';
const RECORD_COMMENT =
  'Repris tel quel du dossier patient le jour de la préparation : vérifiez-le, rien n’y est inventé';
const IDENTITY_COMMENT = 'Identité du patient : reprise du dossier patient, jamais inventée';

/** '2018-03-05' → '05/03/2018' (a calendar date, no time zone involved). */
export function frenchDate(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${d}/${m}/${y}`;
}

/** Whole months between the birth date and today (a day of month not yet reached does not count). */
export function ageInMonthsOn(dateOfBirth: string, today: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return (ty - by) * 12 + (tm - bm) - (td < bd ? 1 : 0);
}

/** '8 ans et 3 mois' under 18 (what a bilan of a child states), '42 ans' from 18 on. */
export function ageText(dateOfBirth: string, today: string): string {
  const years = ageOn(dateOfBirth, today);
  const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  if (years >= 18) return plural(years, 'an', 'ans');
  const months = Math.max(0, ageInMonthsOn(dateOfBirth, today)) % 12;
  const y = plural(Math.max(0, years), 'an', 'ans');
  return months ? `${y} et ${months} mois` : y;
}

function identityText(facts: DraftFacts): string {
  const p = facts.patient;
  const born = p.civilite === 'M.' ? 'Né le' : p.civilite === 'Mme' ? 'Née le' : 'Né(e) le';
  const school = [p.schoolName, [p.schoolLevel, p.schoolClass].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return [
    `${p.civilite === 'Autre' ? '' : `${p.civilite} `}${p.firstName} ${p.lastName}`,
    `${born} ${frenchDate(p.dateOfBirth)}`,
    `Âge : ${ageText(p.dateOfBirth, facts.today)} (au ${frenchDate(facts.today)})`,
    ...(school ? [`Scolarité : ${school}`] : []),
  ].join('\n');
}

function recordSection(facts: DraftFacts): TTemplateSection {
  const day = new Intl.DateTimeFormat('fr-FR', {
    timeZone: facts.timeZone,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  });
  const content: TTemplateBlock[] = [
    { type: 'paragraph', text: `Date du compte rendu : ${frenchDate(facts.today)}` },
  ];
  if (facts.patient.followupStartedAt)
    content.push({
      type: 'paragraph',
      text: `Début du suivi : ${frenchDate(facts.patient.followupStartedAt)}`,
    });
  if (facts.consultationReason)
    content.push({
      type: 'paragraph',
      text: `Motif de consultation : ${facts.consultationReason}`,
    });
  const subsections: TTemplateSection[] = [];
  if (facts.goals.length)
    subsections.push({
      type: 'section',
      title: 'Objectifs',
      content: facts.goals.flatMap((g): TTemplateBlock[] => [
        { type: 'paragraph', text: g.title, style: { bold: true } },
        { type: 'paragraph', text: g.description },
      ]),
    });
  if (facts.sessions.length)
    subsections.push({
      type: 'section',
      title: 'Dernières séances',
      content: facts.sessions.flatMap((s): TTemplateBlock[] => [
        { type: 'paragraph', text: `Séance du ${day.format(s.startsAt)}`, style: { bold: true } },
        { type: 'paragraph', text: s.notes },
      ]),
    });
  return {
    type: 'section',
    title: RECORD_SECTION_TITLE,
    comment: RECORD_COMMENT,
    content,
    ...(subsections.length ? { subsections } : {}),
  };
}

const isIdentityFrame = (b: TTemplateBlock) =>
  b.type === 'frame' &&
  (/\[(PRÉNOM|NOM)\]/.test(b.text) || (b.comment ?? '').startsWith('Identité du patient'));

/** Replaces the first identity frame found (at any depth); true when one was. */
function replaceIdentity(blocks: TTemplateBlock[], frame: TTemplateBlock): boolean {
  for (let i = 0; i < blocks.length; i++) {
    const b = blocks[i] as TTemplateBlock;
    if (isIdentityFrame(b)) {
      blocks[i] = { ...frame, ...(b.type === 'frame' && b.style ? { style: b.style } : {}) };
      return true;
    }
    if (
      b.type === 'section' &&
      (replaceIdentity(b.content, frame) || replaceIdentity(b.subsections ?? [], frame))
    )
      return true;
  }
  return false;
}

const containsIdentity = (b: TTemplateBlock, frameText: string): boolean =>
  b.type === 'frame'
    ? b.text === frameText
    : b.type === 'section' &&
      [...b.content, ...(b.subsections ?? [])].some((c) => containsIdentity(c, frameText));

export function draftFromTemplate(template: TTemplateJson, facts: DraftFacts): TTemplateJson {
  const copy = structuredClone(template);
  const { document } = copy;
  const text = identityText(facts);
  const frame: TTemplateBlock = { type: 'frame', text, comment: IDENTITY_COMMENT };
  const content = document.content;
  let at: number;
  if (replaceIdentity(content, frame)) {
    at = content.findIndex((b) => containsIdentity(b, text)) + 1;
  } else {
    // No identity frame in the template: under the title, else at the top.
    const title = content.findIndex((b) => b.type === 'heading' && b.level === 1);
    at = title >= 0 ? title + 1 : content.findIndex((b) => b.type !== 'comment');
    if (at < 0) at = content.length;
    content.splice(at, 0, frame);
    at += 1;
  }
  content.splice(at, 0, recordSection(facts));
  const name = `${facts.patient.firstName} ${facts.patient.lastName}`;
  document.meta = {
    ...document.meta,
    document_name: `${document.meta.document_name ?? 'Compte rendu'} — ${name}`.slice(0, 300),
  };
  return copy;
}
