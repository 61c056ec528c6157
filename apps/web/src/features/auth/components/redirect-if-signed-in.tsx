import type { ReactNode } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { useSession } from '../api/get-session';
import { REDIRECT_PARAM, safeRedirect } from '../lib/redirect-target';

/** Sign-in and sign-up are pointless when already signed in: go where the user was heading. */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const session = useSession();
  const [params] = useSearchParams();
  if (session.data?.user.emailVerified)
    return <Navigate to={safeRedirect(params.get(REDIRECT_PARAM))} replace />;
  return children;
}
