import { ApiError } from '@/lib/api-client';

/**
 * Spec 2 §8: a failure shows the server's message, or the action's own text when the server gave
 * none (an answer without our error shape, e.g. a proxy's 502, gets a code like 'HTTP_502').
 */
export function failureMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    return error.code.startsWith('HTTP_') ? fallback : error.message;
  }
  return fallback;
}
