import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { messages } from '@praxis/shared/messages';
import { appointmentMessages } from '@praxis/shared/appointments/schemas';

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
  | 'TWO_FACTOR_REQUIRED'
  | 'UNAVAILABLE'
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
    case 'TWO_FACTOR_REQUIRED':
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
    case 'UNAVAILABLE':
      return 503;
  }
}

/** Deadlock and serialization failure: PostgreSQL ended the transaction and asks for it again. */
export const RETRYABLE_STATES: ReadonlySet<string> = new Set(['40P01', '40001']);

const BUSY = { code: 'UNAVAILABLE', message: messages.http.busy } as const;
const DATABASE_UNAVAILABLE = { code: 'UNAVAILABLE', message: messages.http.databaseUnavailable } as const;

/** PostgreSQL SQLSTATE codes the API maps to the spec's messages. */
const PG_ERRORS: Record<string, { code: ErrorCode; message: string }> = {
  '22P02': { code: 'BAD_REQUEST', message: messages.http.invalidFormat },
  // ON DELETE RESTRICT: the row is still referenced.
  '23001': { code: 'CONFLICT', message: messages.http.inUse },
  '23503': { code: 'CONFLICT', message: messages.http.foreignKey },
  '23505': { code: 'CONFLICT', message: messages.http.duplicate },
  '23514': { code: 'VALIDATION', message: messages.http.invalidRequest },
  // A parameter PostgreSQL refuses, such as a time zone ICU knows and its tz database does not.
  '22023': { code: 'VALIDATION', message: messages.http.invalidRequest },
  // calendar_events_no_overlap: a concurrent request took the slot after our overlap check.
  '23P01': { code: 'CONFLICT', message: appointmentMessages.overlap },
  // Transient: the same request a moment later goes through (PostgreSQL asks the client to retry).
  '40001': BUSY,
  '40P01': BUSY,
  '55P03': BUSY,
  // The server refuses connections, is shutting down or starting, or the connection broke.
  '53300': DATABASE_UNAVAILABLE,
  '57P01': DATABASE_UNAVAILABLE,
  '57P02': DATABASE_UNAVAILABLE,
  '57P03': DATABASE_UNAVAILABLE,
  '08000': DATABASE_UNAVAILABLE,
  '08001': DATABASE_UNAVAILABLE,
  '08003': DATABASE_UNAVAILABLE,
  '08004': DATABASE_UNAVAILABLE,
  '08006': DATABASE_UNAVAILABLE,
};

/** Node's socket errors on the way to the database server (it restarts, the network drops). */
const CONNECTION_ERRORS: ReadonlySet<string> = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH']);

/** Named constraints whose violation has its own message, on the field the user can fix. */
const PG_CONSTRAINTS: Record<string, { code: ErrorCode; message: string; field: string }> = {
  calendar_events_end_after_start_chk: { code: 'VALIDATION', message: appointmentMessages.endAfterStart, field: 'endsAt' },
  calendar_events_max_duration_chk: { code: 'VALIDATION', message: appointmentMessages.durationTooLong, field: 'endsAt' },
};

/** The constraint named by a database error, looked up through wrapped causes. */
export function constraintOf(err: unknown): string | undefined {
  let current: unknown = err;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const constraint = (current as { constraint?: unknown }).constraint;
    if (typeof constraint === 'string' && constraint) return constraint;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The first `code` of an error or of its wrapped causes that `accept` takes. */
function codeOf(err: unknown, accept: (code: string) => boolean): string | undefined {
  let current: unknown = err;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && accept(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The SQLSTATE of a database error, looked up through wrapped causes. */
export function sqlStateOf(err: unknown): string | undefined {
  return codeOf(err, (code) => /^[0-9A-Z]{5}$/.test(code));
}

/** Maps a database error to an AppError, or returns undefined when it is not a known one. */
export function fromDatabaseError(err: unknown): AppError | undefined {
  const constraint = constraintOf(err);
  const named = constraint ? PG_CONSTRAINTS[constraint] : undefined;
  const state = sqlStateOf(err);
  const known = state ? PG_ERRORS[state] : undefined;
  const mapped = named
    ? new AppError(named.code, named.message, undefined, { [named.field]: named.message })
    : known
      ? new AppError(known.code, known.message)
      : codeOf(err, (code) => CONNECTION_ERRORS.has(code))
        ? new AppError('UNAVAILABLE', messages.http.databaseUnavailable)
        : undefined;
  // The database's error stays reachable: for the log, and for a caller that retries on its SQLSTATE.
  return mapped && Object.assign(mapped, { cause: err });
}
