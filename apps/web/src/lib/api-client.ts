import { takeEarlyResponse } from './early-response';

/**
 * The HTTP client of our API: same origin, cookies included, JSON in and out. Errors of the
 * shape `{ error: { code, message, fields? } }` become an ApiError. It never toasts nor
 * redirects: callers and the query client decide what to show.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const NETWORK_ERROR_MESSAGE =
  'Impossible de joindre le serveur. Vérifiez votre connexion et réessayez.';
const UNEXPECTED_ERROR_MESSAGE = 'Une erreur inattendue est survenue. Veuillez réessayer.';

type RequestOptions = Omit<RequestInit, 'body'> & { body?: unknown };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function toFields(value: unknown): Record<string, string> | undefined {
  if (!isRecord(value)) return undefined;
  const entries = Object.entries(value).filter(
    (e): e is [string, string] => typeof e[1] === 'string',
  );
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

/** Builds an ApiError from a response body, whatever its shape. */
export function toApiError(status: number, body: unknown): ApiError {
  const error = isRecord(body) && isRecord(body.error) ? body.error : isRecord(body) ? body : {};
  const code = typeof error.code === 'string' ? error.code : `HTTP_${status}`;
  const message =
    typeof error.message === 'string' && error.message ? error.message : UNEXPECTED_ERROR_MESSAGE;
  return new ApiError(status, code, message, toFields(error.fields));
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { body, headers, ...rest } = options;
  let response: Response;
  try {
    const early = await takeEarlyResponse(rest.method ?? 'GET', path);
    response = early ?? await fetch(path, {
      ...rest,
      credentials: 'include',
      headers: {
        Accept: 'application/json',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, 'NETWORK_ERROR', NETWORK_ERROR_MESSAGE);
  }
  const data = await readJson(response);
  if (!response.ok) throw toApiError(response.status, data);
  return data as T;
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'POST', body }),
  patch: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'PATCH', body }),
  delete: <T>(path: string) => apiRequest<T>(path, { method: 'DELETE' }),
};

export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/** An organisation of the user requires two-factor authentication, which the user has not turned on. */
export function isTwoFactorRequired(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'TWO_FACTOR_REQUIRED';
}

export function isGateLocked(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'ACCESS_GATE_LOCKED';
}
