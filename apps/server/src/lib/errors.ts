import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { messages } from '@praxis/shared/messages';

export type ErrorCode =
  | 'BAD_REQUEST'
  | 'VALIDATION'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'PAYLOAD_TOO_LARGE'
  | 'RATE_LIMITED'
  | 'ACCESS_GATE_LOCKED'
  | 'INTERNAL';

export type ErrorBody = {
  error: { code: string; message: string; fields?: Record<string, string> };
};

/** The one error class of the server; `onError` turns it into the JSON error shape. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly status: ContentfulStatusCode = statusOf(code),
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }

  static notFound(message: string = messages.http.notFound) {
    return new AppError('NOT_FOUND', message);
  }

  static unauthenticated() {
    return new AppError('UNAUTHENTICATED', messages.auth.notAuthenticated);
  }
}

function statusOf(code: ErrorCode): ContentfulStatusCode {
  switch (code) {
    case 'BAD_REQUEST':
      return 400;
    case 'VALIDATION':
      return 422;
    case 'UNAUTHENTICATED':
      return 401;
    case 'FORBIDDEN':
    case 'ACCESS_GATE_LOCKED':
      return 403;
    case 'NOT_FOUND':
      return 404;
    case 'CONFLICT':
      return 409;
    case 'PAYLOAD_TOO_LARGE':
      return 413;
    case 'RATE_LIMITED':
      return 429;
    case 'INTERNAL':
      return 500;
  }
}

/** PostgreSQL SQLSTATE codes the API maps to the spec's messages. */
const PG_ERRORS: Record<string, { code: ErrorCode; message: string }> = {
  '22P02': { code: 'BAD_REQUEST', message: messages.http.invalidFormat },
  '23503': { code: 'CONFLICT', message: messages.http.foreignKey },
  '23505': { code: 'CONFLICT', message: messages.http.duplicate },
  '23514': { code: 'VALIDATION', message: messages.http.invalidRequest },
};

/** The SQLSTATE of a database error, looked up through wrapped causes. */
export function sqlStateOf(err: unknown): string | undefined {
  let current: unknown = err;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Maps a database error to an AppError, or returns undefined when it is not a known one. */
export function fromDatabaseError(err: unknown): AppError | undefined {
  const state = sqlStateOf(err);
  const known = state ? PG_ERRORS[state] : undefined;
  return known ? new AppError(known.code, known.message) : undefined;
}
