import { TriangleAlert } from 'lucide-react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';

const backToSignIn = (
  <Link to="/auth/sign-in" className="font-medium text-primary underline-offset-4 hover:underline">
    Retour à la connexion
  </Link>
);

/** /auth/reset?token=… (Better Auth redirects here with ?error=INVALID_TOKEN when the link is bad). */
export function ResetPage() {
  const [params] = useSearchParams();
  const token = params.get('token');

  if (params.get('error')) {
    return (
      <AuthLayout title="Lien invalide ou expiré" footer={backToSignIn}>
        <div className="grid gap-4">
          <Alert variant="destructive" role="alert">
            <TriangleAlert aria-hidden="true" />
            <AlertDescription>
              Ce lien de réinitialisation est invalide ou a expiré (les liens sont valables 15
              minutes et ne servent qu'une fois).
            </AlertDescription>
          </Alert>
          <Button asChild>
            <Link to="/auth/reset-request">Demander un nouveau lien</Link>
          </Button>
        </div>
      </AuthLayout>
    );
  }
  if (!token) return <Navigate to="/auth/sign-in" replace />;

  return (
    <AuthLayout
      title="Nouveau mot de passe"
      description="Choisissez votre nouveau mot de passe."
      footer={backToSignIn}
    >
      <ResetPasswordForm token={token} />
    </AuthLayout>
  );
}
