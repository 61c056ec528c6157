import { Link } from 'react-router';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { ResetRequestForm } from '@/features/auth/components/reset-request-form';

export function ResetRequestPage() {
  return (
    <AuthLayout
      title="Mot de passe oublié"
      description="Indiquez votre adresse e-mail : nous vous enverrons un lien pour choisir un nouveau mot de passe."
      footer={
        <Link
          to="/auth/sign-in"
          className="font-medium text-primary underline-offset-4 hover:underline"
        >
          Retour à la connexion
        </Link>
      }
    >
      <ResetRequestForm />
    </AuthLayout>
  );
}
