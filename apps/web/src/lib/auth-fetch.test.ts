import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NETWORK_ERROR_MESSAGE } from './api-client';
import { authRequest } from './auth-fetch';

function answer(status: number, body: string) {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(new Response(body, { status, statusText: 'Statut' }))),
  );
}

const messageFor = (error: { status: number; code?: string; message?: string }) =>
  `${error.status} ${error.code ?? '-'} ${error.message ?? '-'}`;

describe('authRequest', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('posts JSON to /api/auth and revives the dates as Better Auth’s client does', async () => {
    answer(200, '{"user":{"email":"a@b.fr","createdAt":"2026-11-27T10:00:00.000Z"},"n":"12"}');
    const data = await authRequest<{ user: { createdAt: Date }; n: string }>(
      '/sign-in/email',
      { method: 'POST', body: { email: 'a@b.fr' } },
      messageFor,
    );
    expect(data.user.createdAt).toEqual(new Date('2026-11-27T10:00:00.000Z'));
    expect(data.n).toBe('12');
    expect(fetch).toHaveBeenCalledWith('/api/auth/sign-in/email', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: '{"email":"a@b.fr"}',
    });
  });

  it('answers null for an empty session', async () => {
    answer(200, 'null');
    await expect(authRequest('/get-session', { method: 'GET' }, messageFor)).resolves.toBeNull();
  });

  it('turns an error answer into an ApiError with its code and the chosen message', async () => {
    answer(403, '{"code":"EMAIL_NOT_VERIFIED","message":"Email not verified"}');
    const error = await authRequest(
      '/sign-in/email',
      { method: 'POST', body: {} },
      messageFor,
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 403,
      code: 'EMAIL_NOT_VERIFIED',
      message: '403 EMAIL_NOT_VERIFIED Email not verified',
    });
  });

  it('names an answer without a code by its status', async () => {
    answer(502, '<html>Bad gateway</html>');
    await expect(authRequest('/get-session', { method: 'GET' }, messageFor)).rejects.toMatchObject({
      code: 'HTTP_502',
      message: '502 - -',
    });
  });

  it('reports an unreachable server with the usual French message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(authRequest('/get-session', { method: 'GET' }, messageFor)).rejects.toMatchObject({
      status: 0,
      code: 'NETWORK_ERROR',
      message: NETWORK_ERROR_MESSAGE,
    });
  });
});
