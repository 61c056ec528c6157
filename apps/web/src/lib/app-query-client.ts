import { sessionKey } from '@/features/auth/api/session-request';
import { LOCKED_GATE } from '@/features/gate/api/get-gate-status';
import { setGateStatus } from '@/features/gate/api/gate-store';
import { twoFactorRequiredKey } from '@/features/security/api/two-factor-requirement';
import { clearUserData as clearQueries, createQueryClient } from './query-client';

/**
 * The application's one query client. A module of its own, imported by the routes' shared
 * layout (app/query-layout.tsx) and fetched on demand elsewhere: the sign-in page's first load
 * carries no TanStack Query (issue 15, JavaScript budgets).
 */
export const queryClient = createQueryClient({
  // Spec 1 §8: an auth error anywhere signs out locally; RequireAuth then goes to sign-in.
  onUnauthorized: () => queryClient.setQueryData(sessionKey, null),
  onGateLocked: () => setGateStatus(LOCKED_GATE),
  // Issue 16 §7: RequireAuth sends the user to the enrolment screen.
  onTwoFactorRequired: () => queryClient.setQueryData(twoFactorRequiredKey, true),
});

/** Forgets everything cached for the current user (sign-in, sign-out). */
export function clearUserData(): void {
  clearQueries(queryClient);
}
