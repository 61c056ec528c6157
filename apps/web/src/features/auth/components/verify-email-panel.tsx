import { useQueryClient } from '@tanstack/react-query';
import { CircleCheck, MailCheck, TriangleAlert } from 'lucide-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { sessionKey } from '../api/get-session';
import { HOME_PATH, REDIRECT_PARAM, safeRedirect } from '../lib/redirect-target';
import { AuthLayout } from './auth-layout';
import { ResendConfirmation } from './resend-confirmation';

const backToSignIn = (
  <Link to="/auth/sign-in" className="font-medium text-primary underline-offset-4 hover:underline">
    Retour à la connexion
  </Link>
);

/** /auth/verify-email: waiting for the confirmation, confirmed, or a broken link. */
export function VerifyEmailPanel() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const email = params.get('email');
  const redirect = params.get(REDIRECT_PARAM);

  if (params.get('error')) {
    return (
      <AuthLayout
        title="Lien invalide ou expiré"
        icon={<TriangleAlert aria-hidden="true" />}
        footer={backToSignIn}
      >
        <div className="grid gap-4">
          <p className="text-sm text-muted-foreground">
            Ce lien de confirmation n'est plus valable : les liens expirent au bout de 15 minutes et
            ne servent qu'une fois. Connectez-vous pour recevoir un nouveau lien, ou renvoyez-le
            ci-dessous.
          </p>
          <ResendConfirmation email={email} redirect={redirect} />
        </div>
      </AuthLayout>
    );
  }

  if (params.get('verified') === '1') {
    const onContinue = async () => {
      // Drop any cached 'signed out' answer: the confirmation link has just signed the user in.
      queryClient.removeQueries({ queryKey: sessionKey });
      await navigate(safeRedirect(redirect), { replace: true });
    };
    return (
      <AuthLayout title="Adresse e-mail confirmée" icon={<CircleCheck aria-hidden="true" />}>
        <div className="grid gap-4">
          <p className="text-sm text-muted-foreground">
            Votre compte est activé. Vous pouvez accéder à Praxis.
          </p>
          <Button onClick={() => void onContinue()}>
            {safeRedirect(redirect) === HOME_PATH ? 'Accéder à mon tableau de bord' : 'Continuer'}
          </Button>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Vérifiez votre adresse e-mail"
      icon={<MailCheck aria-hidden="true" />}
      footer={backToSignIn}
    >
      <div className="grid gap-4">
        <p className="text-sm">
          {email ? (
            <>
              Nous avons envoyé un lien de confirmation à{' '}
              <strong className="break-all">{email}</strong>.
            </>
          ) : (
            'Nous vous avons envoyé un lien de confirmation par e-mail.'
          )}{' '}
          Cliquez sur ce lien pour activer votre compte.
        </p>
        <p className="text-sm text-muted-foreground">
          Le lien expire dans 15 minutes. Pensez à vérifier vos courriers indésirables.
        </p>
        <ResendConfirmation email={email} redirect={redirect} />
      </div>
    </AuthLayout>
  );
}
