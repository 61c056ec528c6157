import type { Hook } from '@hono/zod-openapi';
import type { ZodError } from 'zod';
import { messages } from '@praxis/shared/messages';
import { AppError } from './errors';
import type { AppEnv } from './context';

/** Field path → first French message, as the web forms show them. */
export function fieldsOf(error: ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

/** Route-contract validation failures become 422 with the field messages. */
export const validationHook: Hook<unknown, AppEnv, string, void> = (result) => {
  if (result.success) return;
  // A malformed id in the path names nothing: answer as for a missing row.
  if (result.target === 'param') throw AppError.notFound();
  const fields = fieldsOf(result.error);
  const first = Object.values(fields)[0] ?? messages.http.invalidRequest;
  throw new AppError('VALIDATION', first, 422, fields);
};
