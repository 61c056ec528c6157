import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { FullScreenSpinner } from '@/components/ui/spinner';
import { sessionKey, useSession } from '../api/get-session';
import { useStuckQueryCheck } from '../hooks/use-stuck-query-check';
import { withRedirect } from '../lib/redirect-target';
import { TWO_FACTOR_ENROL_PATH, useTwoFactorRequired } from '@/features/security/api/two-factor-requirement';

/**
 * Spec 1 §2 protection rules: spinner while the session loads, sign-in (remembering the page)
 * when signed out, verify-email when the address is not confirmed.
 */
export function RequireAuth() {
  const session = useSession();
  const location = useLocation();
  const queryClient = useQueryClient();
  const hadSession = useRef(false);
  const twoFactorRequired = useTwoFactorRequired();
  useStuckQueryCheck();
  const isSignedOut = session.isSuccess && !session.data;

  // The session disappeared (expired, revoked): forget everything cached for this user.
  useEffect(() => {
    if (session.data) hadSession.current = true;
    else if (isSignedOut && hadSession.current) {
      hadSession.current = false;
      queryClient.removeQueries({
        predicate: (q) => q.meta?.isGlobal !== true && q.queryKey[0] !== sessionKey[0],
      });
    }
  }, [session.data, isSignedOut, queryClient]);

  if (session.isPending) return <FullScreenSpinner label="Vérification de la session…" />;
  if (session.isError && !session.data) {
    return (
      <main className="flex min-h-dvh flex-col items-center justify-center gap-4 px-4 text-center">
        <h1 className="text-xl font-semibold">Session indisponible</h1>
        <p className="max-w-sm text-muted-foreground">{session.error.message}</p>
        <Button onClick={() => void session.refetch()}>Réessayer</Button>
      </main>
    );
  }
  if (!session.data) {
    const origin = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={withRedirect('/auth/sign-in', origin)} replace />;
  }
  if (!session.data.user.emailVerified) {
    return (
      <Navigate
        to={`/auth/verify-email?email=${encodeURIComponent(session.data.user.email)}`}
        replace
      />
    );
  }
  // Issue 16 §7: an organisation requires 2FA and the server refused an API call for it.
  if (twoFactorRequired && location.pathname !== TWO_FACTOR_ENROL_PATH) {
    return <Navigate to={TWO_FACTOR_ENROL_PATH} replace />;
  }
  return <Outlet />;
}
