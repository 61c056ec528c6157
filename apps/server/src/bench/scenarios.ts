import { DENSE_MONTH } from './bench-data';

export type Scenario = {
  name: string;
  paths: string[];
  who: 'practice' | 'dense';
  requests: number;
  /** Requests in flight at once (default: the bench's). 1 measures latency without queueing. */
  concurrency?: number;
  /** Target p95 on PostgreSQL (issue 15: list, searches, the bilan and next-appointment filters, the month grid under 50 ms); PASS/MISS is printed, never enforced. */
  targetP95Ms?: number;
};

const q = (params: Record<string, string>) => new URLSearchParams(params).toString();
/** What the web's month view asks (calendar-range.ts periodQuery): 3 events a day, Paris days. */
export const MONTH_CELLS = { perDay: '3', timeZone: 'Europe/Paris' };
const SEARCH_TERMS = ['martin', 'eloise', 'lefevre', 'dup', 'dupont marie'] as const;

/** The month grid of the web agenda around `day`: the Monday on or before the 1st, 42 days. */
export function monthGrid(day: Date): { from: string; to: string } {
  const firstOfMonth = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), 1));
  const back = (firstOfMonth.getUTCDay() + 6) % 7;
  const from = new Date(firstOfMonth.getTime() - back * 86_400_000);
  return { from: from.toISOString(), to: new Date(from.getTime() + 42 * 86_400_000).toISOString() };
}

export function scenarios(now: Date): Scenario[] {
  const thisMonth = monthGrid(now);
  return [
    {
      name: 'Patients : liste (page 1)',
      paths: ['/api/v1/patients'],
      who: 'practice',
      requests: 200,
      targetP95Ms: 50,
    },
    {
      name: 'Patients : liste (page 1), 1 à la fois',
      paths: ['/api/v1/patients'],
      who: 'practice',
      requests: 100,
      concurrency: 1,
      targetP95Ms: 50,
    },
    {
      name: 'Patients : recherche (4 termes), 1 à la fois',
      paths: SEARCH_TERMS.map((term) => `/api/v1/patients?${q({ search: term })}`),
      who: 'practice',
      requests: 100,
      concurrency: 1,
      targetP95Ms: 50,
    },
    ...SEARCH_TERMS.map((term) => ({
      name: `Patients : recherche « ${term} »`,
      paths: [`/api/v1/patients?${q({ search: term })}`],
      who: 'practice' as const,
      requests: 100,
      targetP95Ms: 50,
    })),
    ...(['todo', 'inprogress', 'done'] as const).map((status) => ({
      name: `Patients : bilanStatus=${status}`,
      paths: [`/api/v1/patients?${q({ bilanStatus: status })}`],
      who: 'practice' as const,
      requests: 100,
      targetP95Ms: 50,
    })),
    ...(['yes', 'no'] as const).map((value) => ({
      name: `Patients : hasNextAppointment=${value}`,
      paths: [`/api/v1/patients?${q({ hasNextAppointment: value })}`],
      who: 'practice' as const,
      requests: 100,
      targetP95Ms: 50,
    })),
    {
      name: 'Agenda : grille de mars 2027 (5 000 RDV)',
      paths: [`/api/v1/appointments?${q({ from: DENSE_MONTH.from, to: DENSE_MONTH.gridTo, ...MONTH_CELLS })}`],
      who: 'dense',
      requests: 200,
      targetP95Ms: 50,
    },
    {
      name: 'Agenda : mars 2027, tous les RDV (5 000, sans limite par jour)',
      paths: [`/api/v1/appointments?${q({ from: DENSE_MONTH.from, to: DENSE_MONTH.gridTo })}`],
      who: 'dense',
      requests: 100,
    },
    {
      name: 'Agenda : grille du mois courant (cabinet)',
      paths: [`/api/v1/appointments?${q({ ...thisMonth, ...MONTH_CELLS })}`],
      who: 'practice',
      requests: 100,
      targetP95Ms: 50,
    },
  ];
}

export { SEARCH_TERMS };
