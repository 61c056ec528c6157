import { and, eq, isNull } from 'drizzle-orm';
import type { TAssistant } from '@praxis/shared/assistants/schemas';
import { assistantMessages as messageCatalog } from '@praxis/shared/assistants/schemas';
import { consultationReasons, patients, trames } from '../../../db/schema';
import type { Database } from '../../../lib/db';
import { AppError } from '../../../lib/errors';
import { ownerWhere, scopeWhere, type Scope } from '../../../lib/scope';

const SYSTEM_PROMPTS: Record<TAssistant, string> = {
  sophie:
    "Tu es Sophie, l'assistante de rédaction d'un praticien paramédical français. Tu rédiges en français " +
    'des comptes rendus de séance, des bilans et des courriers professionnels, clairs et précis. ' +
    'Les noms des personnes sont remplacés par des marqueurs entre crochets ([PRÉNOM_1], [NOM_1]…) : ' +
    'recopie-les tels quels, sans les inventer ni les modifier. Quand tu rédiges un document, ' +
    'place-le entre <document> et </document>, et écris avant une courte phrase pour le présenter.',
  myriam:
    "Tu es Myriam, l'assistante de gestion d'un praticien paramédical français : agenda, rendez-vous, " +
    'dossiers patients, suivi. Réponds en français, brièvement. Pour connaître les créneaux libres ou ' +
    'les prochains rendez-vous du patient, appelle les outils fournis plutôt que de deviner. ' +
    'Les noms des personnes sont remplacés par des marqueurs entre crochets ([PRÉNOM_1], [NOM_1]…) : ' +
    'recopie-les tels quels.',
};

export function systemPrompt(assistant: TAssistant): string {
  return SYSTEM_PROMPTS[assistant];
}

/** The selected patient's record as the model reads it (pseudonymised by the caller). */
export async function patientContext(db: Database, scope: Scope, patientId: string): Promise<string | null> {
  const [p] = await db
    .select({
      civilite: patients.civilite,
      firstName: patients.firstName,
      lastName: patients.lastName,
      dateOfBirth: patients.dateOfBirth,
      gender: patients.gender,
      reason: consultationReasons.label,
    })
    .from(patients)
    .leftJoin(consultationReasons, eq(consultationReasons.id, patients.consultationReasonId))
    .where(and(scopeWhere(patients, scope), eq(patients.id, patientId)))
    .limit(1);
  if (!p) return null;
  return [
    'Patient sélectionné (mode patient) :',
    `- ${p.civilite} ${p.firstName} ${p.lastName}`,
    `- Date de naissance : ${p.dateOfBirth}`,
    `- Genre : ${p.gender}`,
    ...(p.reason ? [`- Motif de consultation : ${p.reason}`] : []),
  ].join('\n');
}

/** Sophie: the chosen trame's generated template, read-only; another practitioner's trame is 404. */
export async function trameContext(db: Database, scope: Scope, trameId: string): Promise<string> {
  const [t] = await db
    .select({ name: trames.name, description: trames.description, templateJson: trames.templateJson })
    .from(trames)
    .where(and(ownerWhere(trames, scope), eq(trames.id, trameId), isNull(trames.deletedAt)))
    .limit(1);
  if (!t) throw new AppError('NOT_FOUND', messageCatalog.trameNotFound);
  return [
    `Trame choisie : ${t.name}`,
    ...(t.description ? [`Description : ${t.description}`] : []),
    t.templateJson ? `Modèle du document (JSON) :\n${JSON.stringify(t.templateJson)}` : 'Cette trame n’a pas encore de modèle généré.',
  ].join('\n');
}
