import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  EARLY_RESPONSE_MAX_AGE_MS,
  EARLY_STORE_KEY,
  type TEarlyStore,
} from '@/early-requests/early-store';
import { api } from './api-client';
import { authRequest } from './auth-fetch';
import { takeEarlyData, takeEarlyResponse } from './early-response';

let now = 0;
let store: TEarlyStore;

beforeEach(() => {
  now = 1_000;
  store = {};
  vi.stubGlobal(EARLY_STORE_KEY, store);
  vi.stubGlobal('performance', { now: () => now });
});
afterEach(() => vi.unstubAllGlobals());

const answer = (body: unknown) => Promise.resolve(new Response(JSON.stringify(body)));

describe('takeEarlyResponse', () => {
  it('gives an early answer once', async () => {
    store['/api/gate'] = { startedAt: 900, response: answer({ enabled: false }) };
    const first = takeEarlyResponse('GET', '/api/gate');
    expect(await (await first)?.json()).toEqual({ enabled: false });
    expect(takeEarlyResponse('GET', '/api/gate')).toBeUndefined();
  });

  it('drops an answer older than the limit', () => {
    store['/api/gate'] = { startedAt: 0, response: answer({}) };
    now = EARLY_RESPONSE_MAX_AGE_MS + 1;
    expect(takeEarlyResponse('GET', '/api/gate')).toBeUndefined();
    expect(store['/api/gate']).toBeUndefined();
  });

  it('turns a failed early request into no answer, for the caller to ask again', async () => {
    store['/api/gate'] = { startedAt: 900, response: Promise.reject(new TypeError('réseau')) };
    expect(await takeEarlyResponse('GET', '/api/gate')).toBeUndefined();
  });

  it('is undefined without the early script', () => {
    vi.stubGlobal(EARLY_STORE_KEY, undefined);
    expect(takeEarlyResponse('GET', '/api/gate')).toBeUndefined();
  });
});

describe('takeEarlyData', () => {
  it('gives the data of an answer already read once, and the response is gone with it', () => {
    store['/api/v1/profile'] = {
      startedAt: 900,
      response: answer({ firstName: 'Marie' }),
      answer: { data: { firstName: 'Marie' } },
    };
    expect(takeEarlyData('/api/v1/profile')).toEqual({ firstName: 'Marie' });
    expect(takeEarlyData('/api/v1/profile')).toBeUndefined();
    expect(takeEarlyResponse('GET', '/api/v1/profile')).toBeUndefined();
  });

  it('gives a null body as null: the signed-out session is an answer', () => {
    store['/api/auth/get-session'] = {
      startedAt: 900,
      response: answer(null),
      answer: { data: null },
    };
    expect(takeEarlyData('/api/auth/get-session')).toBeNull();
  });

  it('leaves an answer still on its way to the request that will take it', async () => {
    store['/api/v1/profile'] = { startedAt: 900, response: answer({ late: true }) };
    expect(takeEarlyData('/api/v1/profile')).toBeUndefined();
    expect(await (await takeEarlyResponse('GET', '/api/v1/profile'))?.json()).toEqual({
      late: true,
    });
  });

  it('drops data older than the limit', () => {
    store['/api/v1/profile'] = { startedAt: 0, response: answer({}), answer: { data: {} } };
    now = EARLY_RESPONSE_MAX_AGE_MS + 1;
    expect(takeEarlyData('/api/v1/profile')).toBeUndefined();
    expect(store['/api/v1/profile']).toBeUndefined();
  });

  it('gives nothing once a write has dropped the early answers', () => {
    store['/api/v1/profile'] = { startedAt: 900, response: answer({}), answer: { data: {} } };
    expect(takeEarlyResponse('POST', '/api/auth/sign-out')).toBeUndefined();
    expect(takeEarlyData('/api/v1/profile')).toBeUndefined();
  });
});

describe('the API client and early answers', () => {
  it('reads a GET from the early answer without a second request', async () => {
    const request = vi.fn(() => answer({ fresh: true }));
    vi.stubGlobal('fetch', request);
    store['/api/v1/profile'] = { startedAt: 900, response: answer({ early: true }) };
    expect(await api.get('/api/v1/profile')).toEqual({ early: true });
    expect(request).not.toHaveBeenCalled();
    expect(await api.get('/api/v1/profile')).toEqual({ fresh: true });
  });

  it('asks again when the early request failed', async () => {
    const request = vi.fn(() => answer({ fresh: true }));
    vi.stubGlobal('fetch', request);
    store['/api/v1/profile'] = {
      startedAt: 900,
      response: Promise.reject(new TypeError('réseau')),
    };
    expect(await api.get('/api/v1/profile')).toEqual({ fresh: true });
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('never answers a write with an early read, and drops the early reads it may make untrue', async () => {
    const request = vi.fn(() => answer({ saved: true }));
    vi.stubGlobal('fetch', request);
    store['/api/v1/profile'] = { startedAt: 900, response: answer({ early: true }) };
    store['/api/gate'] = { startedAt: 900, response: answer({ signedIn: false }) };
    expect(await api.patch('/api/v1/profile', { firstName: 'Claire' })).toEqual({ saved: true });
    expect(request).toHaveBeenCalledTimes(1);
    expect(Object.keys(store)).toEqual([]);
    expect(await api.get('/api/gate')).toEqual({ saved: true });
    expect(request).toHaveBeenCalledTimes(2);
  });

  it('reads afresh, after signing in, what the early script read while signed out', async () => {
    const request = vi.fn(() => answer({ ok: true }));
    vi.stubGlobal('fetch', request);
    store['/api/gate'] = {
      startedAt: 900,
      response: Promise.resolve(new Response('{}', { status: 401 })),
    };
    await authRequest('/sign-in/email', { method: 'POST', body: {} }, () => 'refusé');
    expect(await api.get('/api/gate')).toEqual({ ok: true });
    expect(request).toHaveBeenCalledTimes(2);
  });
});
