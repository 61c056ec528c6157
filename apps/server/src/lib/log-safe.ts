import { constraintOf, sqlStateOf } from './errors';

/** Built-in errors of the runtime: their messages name code, not data. */
const RUNTIME_ERRORS = new Set(['TypeError', 'RangeError', 'ReferenceError', 'SyntaxError', 'AppError', 'StorageKeyError']);

export type SafeError = { name: string; sqlState?: string; constraint?: string; code?: string; message?: string; stack?: string };

/**
 * What of an error may reach the log: its kind, SQLSTATE, constraint and stack frames — never its
 * message when it may carry values (a failed query's message lists its SQL parameters: patient
 * names, notes; a database error's detail repeats the offending value).
 */
export function safeError(err: unknown): SafeError {
  if (!err || typeof err !== 'object') return { name: typeof err };
  const error = err as { name?: unknown; code?: unknown; stack?: unknown; message?: unknown };
  const name = typeof error.name === 'string' ? error.name : 'Error';
  const sqlState = sqlStateOf(err);
  const constraint = constraintOf(err);
  const code = !sqlState && typeof error.code === 'string' && /^[A-Z_0-9]{2,40}$/.test(error.code) ? error.code : undefined;
  const frames = typeof error.stack === 'string' ? error.stack.split('\n').filter((line) => /^\s+at /.test(line)).slice(0, 12).join('\n') : undefined;
  const message = !sqlState && RUNTIME_ERRORS.has(name) && typeof error.message === 'string' ? error.message.slice(0, 200) : undefined;
  return { name, ...(sqlState ? { sqlState } : {}), ...(constraint ? { constraint } : {}), ...(code ? { code } : {}), ...(message ? { message } : {}), ...(frames ? { stack: frames } : {}) };
}

/**
 * Better Auth's own log lines quote what they refuse (`Invalid redirectURL: <the whole value>`):
 * only the words before the value are kept.
 */
export function safeAuthLogMessage(message: string): string {
  const [head = ''] = message.split(':');
  return head.slice(0, 120);
}
