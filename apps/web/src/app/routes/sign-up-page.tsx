import { Link, useSearchParams } from 'react-router';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { RedirectIfSignedIn } from '@/features/auth/components/redirect-if-signed-in';
import { SignUpForm } from '@/features/auth/components/sign-up-form';
import { REDIRECT_PARAM, withRedirect } from '@/features/auth/lib/redirect-target';

export function SignUpPage() {
  const [params] = useSearchParams();
  return (
    <RedirectIfSignedIn>
      <AuthLayout
        title="Créer un compte"
        description="Quelques informations pour ouvrir votre espace Praxis."
        footer={
          <>
            Déjà inscrit ?{' '}
            <Link
              to={withRedirect('/auth/sign-in', params.get(REDIRECT_PARAM))}
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              Retour à la connexion
            </Link>
          </>
        }
      >
        <SignUpForm />
      </AuthLayout>
    </RedirectIfSignedIn>
  );
}
