import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getAppointments } from '@/features/agenda/api/get-appointments';
import { getMonthAttendance, monthOf } from '@/features/agenda/api/get-attendance';
import { parseAgendaParams, periodQuery } from '@/features/agenda/lib/calendar-range';
import { getSession } from '@/features/auth/api/session-request';
import { getDashboard } from '@/features/dashboard/api/get-dashboard';
import { getGateStatus } from '@/features/gate/api/get-gate-status';
import { getOrganizations } from '@/features/organizations/api/get-organizations';
import { getPatient } from '@/features/patients/api/get-patient';
import { getPatients } from '@/features/patients/api/get-patients';
import { getParcours } from '@/features/patients/api/parcours';
import { getRepresentatives } from '@/features/patients/api/representatives';
import { parseListParams, toListQuery } from '@/features/patients/list/lib/list-params';
import { getProfile } from '@/features/profile/api/get-profile';
import { getAppointmentTypes } from '@/features/settings/api/get-appointment-types';
import { getConsultationReasons } from '@/features/settings/api/get-consultation-reasons';
import { earlyRequestPaths, startEarlyRequests } from './early-requests';
import { EARLY_STORE_KEY, type TEarlyStore } from './early-store';

const PATIENT_ID = '0a134410-04c0-45c4-89e6-da9fac3c1fcc';
const TODAY = new Date(2026, 10, 27, 9, 30);

describe('earlyRequestPaths', () => {
  it('asks nothing on / and on the sign-in pages', () => {
    expect(earlyRequestPaths('/', '')).toEqual([]);
    expect(earlyRequestPaths('/auth/sign-in', '?redirect=%2Fpatients')).toEqual([]);
    expect(earlyRequestPaths('/auth/reset', '?token=x')).toEqual([]);
  });

  it('asks the session and the gate alone on a page it does not know', () => {
    expect(earlyRequestPaths('/invitations/abc', '')).toEqual([
      '/api/auth/get-session',
      '/api/gate',
    ]);
  });

  it('asks the first page of the list only when the address names no search, filter or page', () => {
    expect(earlyRequestPaths('/patients', '')).toContain('/api/v1/patients?page=1&pageSize=50');
    for (const search of ['?search=dupont', '?bilanStatus=todo', '?page=2'])
      expect(
        earlyRequestPaths('/patients', search).some((p) => p.startsWith('/api/v1/patients?')),
      ).toBe(false);
  });

  it('reads a record only for an address holding a patient id', () => {
    expect(earlyRequestPaths(`/patients/${PATIENT_ID}`, '')).toContain(
      `/api/v1/patients/${PATIENT_ID}`,
    );
    expect(earlyRequestPaths('/patients/nouveau', '').some((p) => p.includes('nouveau'))).toBe(
      false,
    );
    expect(earlyRequestPaths('/patients/x%2F..%2Fadmin', '')).toEqual([
      '/api/auth/get-session',
      '/api/gate',
      '/api/v1/organizations',
    ]);
  });

  it("asks the agenda's attendance of the current month only without an address query", () => {
    expect(earlyRequestPaths('/agenda', '', TODAY)).toContain(
      '/api/v1/agenda/attendance?month=2026-11',
    );
    expect(
      earlyRequestPaths('/agenda', '?date=2027-03-01', TODAY).some((p) => p.includes('attendance')),
    ).toBe(false);
  });
});

describe('startEarlyRequests', () => {
  it("sends each read with the API client's options and keeps its answer under the window key", async () => {
    const request = vi.fn(() => Promise.resolve(new Response('{}')));
    const target: Record<string, unknown> = {};
    startEarlyRequests(target, { pathname: '/app', search: '' }, request, () => 42);
    const store = target[EARLY_STORE_KEY] as TEarlyStore;
    expect(Object.keys(store)).toEqual(earlyRequestPaths('/app', ''));
    expect(request).toHaveBeenCalledWith('/api/v1/dashboard', {
      credentials: 'include',
      headers: { Accept: 'application/json' },
    });
    expect(store['/api/v1/dashboard']?.startedAt).toBe(42);
  });

  it('reads a copy of each 2xx answer as it comes and leaves the response whole for the app', async () => {
    const target: Record<string, unknown> = {};
    startEarlyRequests(
      target,
      { pathname: '/app', search: '' },
      (path) =>
        Promise.resolve(
          path === '/api/gate'
            ? new Response('{"error":{"code":"ACCESS_GATE_LOCKED"}}', { status: 403 })
            : new Response(JSON.stringify({ path })),
        ),
      () => 0,
    );
    const store = target[EARLY_STORE_KEY] as TEarlyStore;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(store['/api/v1/dashboard']?.answer).toEqual({ data: { path: '/api/v1/dashboard' } });
    expect(await (await store['/api/v1/dashboard']?.response)?.json()).toEqual({
      path: '/api/v1/dashboard',
    });
    expect(store['/api/gate']?.answer).toBeUndefined();
  });

  it('does not leave a failed request unhandled', async () => {
    const target: Record<string, unknown> = {};
    startEarlyRequests(
      target,
      { pathname: '/app', search: '' },
      () => Promise.reject(new TypeError('réseau')),
      () => 0,
    );
    const store = target[EARLY_STORE_KEY] as TEarlyStore;
    await expect(store['/api/gate']?.response).rejects.toThrow('réseau');
  });
});

/** The features' own reads, to compare with the early ones: a path that drifts is asked twice. */
describe('the early paths are the ones the pages read', () => {
  const requested: string[] = [];
  beforeEach(() => {
    requested.length = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) => {
        requested.push(url);
        return Promise.resolve(new Response('{}', { status: 200 }));
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  async function readsOf(...reads: (() => Promise<unknown>)[]) {
    for (const read of reads) await read();
    return [...requested];
  }

  it('dashboard', async () => {
    expect(earlyRequestPaths('/app', '')).toEqual(
      await readsOf(getSession, getGateStatus, getOrganizations, getDashboard, getProfile),
    );
  });

  it('patient list', async () => {
    const firstPage = () => getPatients(toListQuery(parseListParams(new URLSearchParams(''))));
    expect(earlyRequestPaths('/patients', '')).toEqual(
      await readsOf(getSession, getGateStatus, getOrganizations, firstPage),
    );
  });

  it('patient record', async () => {
    expect(earlyRequestPaths(`/patients/${PATIENT_ID}`, '')).toEqual(
      await readsOf(
        getSession,
        getGateStatus,
        getOrganizations,
        () => getPatient(PATIENT_ID),
        () => getRepresentatives(PATIENT_ID),
        () => getParcours(PATIENT_ID),
        getConsultationReasons,
      ),
    );
  });

  /** What the agenda reads whatever its period: the session, the gate, the contexts, types, profile. */
  const agendaReads = [
    getSession,
    getGateStatus,
    getOrganizations,
    getAppointmentTypes,
    getProfile,
  ];

  it('agenda', async () => {
    expect(earlyRequestPaths('/agenda', '', TODAY)).toEqual(
      await readsOf(
        ...agendaReads,
        () => getMonthAttendance(monthOf(TODAY)),
        () => getAppointments(periodQuery('month', TODAY)),
      ),
    );
  });

  it('agenda at an address with a view and a date: the period that screen reads', async () => {
    for (const search of [
      '?view=week&date=2027-03-01',
      '?view=day&date=2026-12-31',
      '?date=2027-01-15',
      '?view=zzz',
    ]) {
      const { view, anchor } = parseAgendaParams(new URLSearchParams(search), TODAY);
      expect(earlyRequestPaths('/agenda', search, TODAY)).toEqual(
        await readsOf(...agendaReads, () => getAppointments(periodQuery(view, anchor))),
      );
      requested.length = 0;
    }
  });
});
