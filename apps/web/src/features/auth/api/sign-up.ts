import type { TSignUp } from '@praxis/shared/auth/schemas';
import { loadAuthClient } from '@/lib/auth-fetch';
import { verifiedCallbackUrl } from '../lib/verified-callback';

const SIGN_UP_FAILED = 'Échec de la création du compte. Veuillez réessayer.';

export async function signUp(values: TSignUp, redirect: string | null) {
  const { authClient, unwrapAuth } = await loadAuthClient();
  // firstName and lastName are read by the server's sign-up hook to fill the profile; they are
  // not Better Auth user fields, hence a body built apart from the call.
  const body = {
    email: values.email,
    password: values.password,
    name: `${values.firstName} ${values.lastName}`,
    firstName: values.firstName,
    lastName: values.lastName,
    callbackURL: verifiedCallbackUrl(redirect),
  };
  return unwrapAuth(
    authClient.signUp.email(body),
    // The server validates the same rules and answers with the French message.
    (error) => error.message || SIGN_UP_FAILED,
  );
}
