import type { ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { messages } from '@praxis/shared/messages';
import { AppError, fromDatabaseError, type ErrorBody } from './errors';
import type { AppEnv } from './context';
import { safeError } from './log-safe';

function toBody(err: AppError): ErrorBody {
  return {
    error: { code: err.code, message: err.message, ...(err.fields ? { fields: err.fields } : {}) },
  };
}

function fromHttpException(err: HTTPException): AppError {
  if (err.status === 413) return new AppError('PAYLOAD_TOO_LARGE', messages.http.bodyTooLarge);
  if (err.status === 400 && /json/i.test(err.message)) {
    return new AppError('BAD_REQUEST', messages.http.invalidJson);
  }
  if (err.status === 401) return AppError.unauthenticated();
  if (err.status >= 400 && err.status < 500) {
    return new AppError('BAD_REQUEST', messages.http.invalidRequest, err.status);
  }
  return new AppError('INTERNAL', messages.http.internal);
}

/** One place maps every error to `{ error: { code, message, fields? } }` in French. */
export const onError: ErrorHandler<AppEnv> = (err, c) => {
  const appError =
    err instanceof AppError
      ? err
      : err instanceof HTTPException
        ? fromHttpException(err)
        : (fromDatabaseError(err) ?? new AppError('INTERNAL', messages.http.internal));
  const log = c.get('logger');
  if (appError.status >= 500) log.error({ err: safeError(err) }, 'request failed');
  else log.info({ code: appError.code, status: appError.status }, 'request refused');
  // A transient state of the database: the client may try again shortly.
  if (appError.status === 503) c.header('Retry-After', '1');
  return c.json(toBody(appError), appError.status);
};

export const onApiNotFound: NotFoundHandler<AppEnv> = (c) =>
  c.json(toBody(new AppError('NOT_FOUND', messages.http.routeNotFound)), 404);
