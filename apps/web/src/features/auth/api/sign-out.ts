import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { loadAuthClient } from '@/lib/auth-fetch';
import { clearUserData } from '@/lib/query-client';
import { sessionKey } from './get-session';

/** Signs out on the server, forgets every cached query, and goes to sign-in. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    try {
      const { authClient } = await loadAuthClient();
      await authClient.signOut();
    } finally {
      clearUserData(queryClient);
      queryClient.setQueryData(sessionKey, null);
      await navigate('/auth/sign-in', { replace: true });
    }
  };
}
