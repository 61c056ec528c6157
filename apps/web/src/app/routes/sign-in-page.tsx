import { Link, useSearchParams } from 'react-router';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { RedirectIfSignedIn } from '@/features/auth/components/redirect-if-signed-in';
import { SignInForm } from '@/features/auth/components/sign-in-form';
import { REDIRECT_PARAM, withRedirect } from '@/features/auth/lib/redirect-target';

export function SignInPage() {
  const [params] = useSearchParams();
  const signUpLink = withRedirect('/auth/sign-up', params.get(REDIRECT_PARAM));
  return (
    <RedirectIfSignedIn>
      <AuthLayout
        title="Connexion"
        description="Accédez à votre espace Praxis."
        footer={
          <>
            Pas encore de compte ?{' '}
            <Link
              to={signUpLink}
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              Créer un compte
            </Link>
          </>
        }
      >
        <SignInForm />
      </AuthLayout>
    </RedirectIfSignedIn>
  );
}
