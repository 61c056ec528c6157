import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { getSession } from '../api/session-request';
import { REDIRECT_PARAM, safeRedirect } from '../lib/redirect-target';

/**
 * Sign-in and sign-up are pointless when already signed in: go where the user was heading.
 * The session is read with a plain request, not the session query: the sign-in page's first
 * load carries no TanStack Query (issue 15). The form shows meanwhile; a failed read leaves it.
 */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const [params] = useSearchParams();
  const [isSignedIn, setIsSignedIn] = useState(false);
  useEffect(() => {
    let isCurrent = true;
    getSession().then(
      (session) => {
        if (isCurrent && session?.user.emailVerified) setIsSignedIn(true);
      },
      () => undefined,
    );
    return () => {
      isCurrent = false;
    };
  }, []);
  if (isSignedIn) return <Navigate to={safeRedirect(params.get(REDIRECT_PARAM))} replace />;
  return children;
}
