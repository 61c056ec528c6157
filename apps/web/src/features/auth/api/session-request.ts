import type { authClient } from '@/lib/auth-client';
import { authRequest } from '@/lib/auth-fetch';

export type TSession = typeof authClient.$Infer.Session;

export const sessionKey = ['session'] as const;

async function requestSession(): Promise<TSession | null> {
  const session = await authRequest<TSession | null>(
    '/get-session',
    { method: 'GET' },
    (e) => e.message ?? 'Session indisponible',
  );
  return session ?? null;
}

let early: Promise<TSession | null> | null = null;

/**
 * Opening a signed-in page, the session is asked for as the app starts, while the session check
 * and the page's code are still on their way (issue 15: one round trip less before the page).
 */
export function requestSessionEarly(): void {
  early = requestSession();
  early.catch(() => undefined);
}

/**
 * The current session, or null when signed out. Better Auth's `getSession` without its client,
 * and without TanStack Query: the sign-in page asks it too, and carries neither (issue 15). The
 * first call takes the early request's answer; a failed one is asked again.
 */
export async function getSession(): Promise<TSession | null> {
  const pending = early;
  early = null;
  if (pending) {
    try {
      return await pending;
    } catch {
      // The server was locked or unreachable at start: ask again now.
    }
  }
  return requestSession();
}
