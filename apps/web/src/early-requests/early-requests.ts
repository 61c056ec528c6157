/**
 * The first API reads of a page, started by a small classic script in index.html's head while the
 * app's code is still on its way (issue 15). Without it a signed-in page waited for its code, then
 * for the session, then for the gate, then for its data, one after the other; now all of them
 * travel with the code. The app takes each answer once, when it asks for the same path
 * (lib/early-response.ts); an answer nobody asks for within EARLY_RESPONSE_MAX_AGE_MS is dropped.
 *
 * This module is bundled on its own (build/early-requests-script.ts) and stays small: it imports
 * only the agenda's period arithmetic (a few date-fns functions) and path builder, so that the
 * agenda's appointments come with the code too. Its paths must be the ones the features request —
 * the tests compare them with the features' own requests.
 */
import { appointmentsPath } from '@/features/agenda/api/appointments-path';
import { parseAgendaParams, periodQuery } from '@/features/agenda/lib/calendar-range';

import { EARLY_STORE_KEY, type TEarlyEntry, type TEarlyStore } from './early-store';

const SESSION_PATH = '/api/auth/get-session';
const GATE_PATH = '/api/gate';
const ORGANIZATIONS_PATH = '/api/v1/organizations';
const PROFILE_PATH = '/api/v1/profile';
/** The patient list's first page when the address names no search, filter or page. */
export const DEFAULT_PATIENT_LIST_PATH = '/api/v1/patients?page=1&pageSize=50';
const PATIENT_RECORD =
  /^\/patients\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

function monthOf(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`;
}

/** What each page asks first. Unknown pages: the session and the gate only. */
function pageReads(pathname: string, search: string, today: Date): string[] {
  if (pathname === '/app') return ['/api/v1/dashboard', PROFILE_PATH];
  if (pathname === '/patients') return search === '' ? [DEFAULT_PATIENT_LIST_PATH] : [];
  const record = PATIENT_RECORD.exec(pathname);
  if (record) {
    const patient = `/api/v1/patients/${record[1]}`;
    return [
      patient,
      `${patient}/representatives`,
      `${patient}/parcours`,
      '/api/v1/consultation-reasons',
    ];
  }
  if (pathname === '/agenda') {
    const { view, anchor } = parseAgendaParams(new URLSearchParams(search), today);
    const reads = ['/api/v1/appointment-types', PROFILE_PATH];
    const period = appointmentsPath(periodQuery(view, anchor));
    return search === ''
      ? [...reads, `/api/v1/agenda/attendance?month=${monthOf(today)}`, period]
      : [...reads, period];
  }
  return [];
}

const SIGNED_IN_PAGE =
  /^\/(?:app|patients|agenda|settings|organisation|trames|testeque|sophie|myriam|redaction|facturation|support)(?:\/|$)/;

/** The API paths read early for a page address; none for '/' and the sign-in pages. */
export function earlyRequestPaths(pathname: string, search: string, today = new Date()): string[] {
  if (pathname === '/' || pathname.startsWith('/auth/')) return [];
  const paths = [SESSION_PATH, GATE_PATH];
  if (!SIGNED_IN_PAGE.test(pathname)) return paths;
  return [...paths, ORGANIZATIONS_PATH, ...pageReads(pathname, search, today)];
}

/** Starts the reads of this page; the same request options as the app's API client. */
export function startEarlyRequests(
  target: Record<string, unknown>,
  location: { pathname: string; search: string },
  request: typeof fetch,
  now: () => number,
): void {
  const store: TEarlyStore = {};
  for (const path of earlyRequestPaths(location.pathname, location.search)) {
    const response = request(path, {
      credentials: 'include',
      headers: { Accept: 'application/json' },
    });
    const entry: TEarlyEntry = { startedAt: now(), response };
    // A copy of a 2xx answer is read as it comes, so that a page drawn after it starts with its
    // data (lib/early-response.ts, takeEarlyData). A failure here is the app's to see, when it
    // takes the response, not the console's.
    response
      .then((answer) => (answer.ok ? answer.clone().json() : undefined))
      .then((data: unknown) => {
        if (data !== undefined) entry.answer = { data };
      })
      .catch(() => undefined);
    store[path] = entry;
  }
  target[EARLY_STORE_KEY] = store;
}
