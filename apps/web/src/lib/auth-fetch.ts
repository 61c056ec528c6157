import { ApiError, NETWORK_ERROR_MESSAGE } from './api-client';
import { takeEarlyResponse } from './early-response';
import type * as AuthClientModule from './auth-client';

/**
 * Better Auth's endpoints called with a plain `fetch`, for the pages shown before signing in
 * (sign-in, its second factor, the session check): the Better Auth client (better-fetch,
 * nanostores, its plugins) stays out of their first load (issue 15, JavaScript budgets). Same
 * answers as `unwrapAuth(authClient…)` in auth-client.ts: the data, dates revived as Better
 * Auth's client does, or an ApiError carrying the status, the code of the answer and the message
 * chosen by `messageFor`.
 */
export type AuthErrorBody = {
  status: number;
  statusText?: string;
  code?: string;
  message?: string;
};

const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,7})?(?:Z|[+-]\d{2}:\d{2})$/;

function reviveDates(_key: string, value: unknown): unknown {
  if (typeof value === 'string' && ISO_DATE.test(value)) {
    const date = new Date(value);
    if (!Number.isNaN(date.getTime())) return date;
  }
  return value;
}

function parseBody(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text, reviveDates) as unknown;
  } catch {
    return text;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The address of a Better Auth endpoint ('/get-session' → '/api/auth/get-session'). */
export const authPath = (path: `/${string}`) => `/api/auth${path}`;

export async function authRequest<T>(
  path: `/${string}`,
  init: { method: 'GET' } | { method: 'POST'; body: unknown },
  messageFor: (error: AuthErrorBody) => string,
): Promise<T> {
  let response: Response;
  let body: unknown;
  try {
    const early = await takeEarlyResponse(init.method, authPath(path));
    response = early ?? await fetch(authPath(path), {
      method: init.method,
      credentials: 'include',
      headers: init.method === 'POST' ? { 'Content-Type': 'application/json' } : undefined,
      body: init.method === 'POST' ? JSON.stringify(init.body) : undefined,
    });
    body = parseBody(await response.text());
  } catch {
    throw new ApiError(0, 'NETWORK_ERROR', NETWORK_ERROR_MESSAGE);
  }
  if (!response.ok) {
    const fields = isRecord(body) ? body : {};
    const error: AuthErrorBody = {
      status: response.status,
      statusText: response.statusText,
      code: typeof fields.code === 'string' ? fields.code : undefined,
      message: typeof fields.message === 'string' ? fields.message : undefined,
    };
    throw new ApiError(error.status, error.code ?? `HTTP_${error.status}`, messageFor(error));
  }
  return body as T;
}

/**
 * The Better Auth client module, fetched when an action needs it (sign-out, organisation
 * switch): the signed-in shell's first load stays without it. A failed fetch of the module is a
 * network error, as a failed call would be.
 */
export async function loadAuthClient(): Promise<typeof AuthClientModule> {
  try {
    return await import('./auth-client');
  } catch {
    throw new ApiError(0, 'NETWORK_ERROR', NETWORK_ERROR_MESSAGE);
  }
}
