/** Spec 2 §2.4 / §9: each agent shows as active from a fixed local hour of the day. */
export const AGENTS = [
  {
    id: 'clinic-agenda',
    name: 'Agent clinique & agenda',
    description:
      'Prépare vos séances à partir du dossier patient et de votre agenda : objectifs, tests à prévoir, rappels.',
    activeFromHour: 15,
  },
  {
    id: 'documents',
    name: 'Agent génération de documents',
    description:
      'Rédige vos comptes rendus et bilans à partir de vos trames, de vos notes et de vos documents de référence.',
    activeFromHour: 17,
  },
] as const;

export function isAgentActive(activeFromHour: number, now: Date = new Date()): boolean {
  return now.getHours() >= activeFromHour;
}

/** Milliseconds until the next activation hour today (null once it has passed). */
export function msUntilActivation(activeFromHour: number, now: Date = new Date()): number | null {
  if (isAgentActive(activeFromHour, now)) return null;
  const at = new Date(now);
  at.setHours(activeFromHour, 0, 0, 0);
  return at.getTime() - now.getTime();
}
