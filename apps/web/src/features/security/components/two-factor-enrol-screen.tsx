import { useQueryClient } from '@tanstack/react-query';
import { ShieldAlert } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { useSignOut } from '@/features/auth/api/sign-out';
import { sessionKey } from '@/features/auth/api/get-session';
import { HOME_PATH } from '@/features/auth/lib/redirect-target';
import { useSecurityStatus } from '../api/get-security-status';
import { twoFactorRequiredKey } from '../api/two-factor-requirement';
import { TwoFactorCard } from './two-factor-card';

/**
 * Issue 16 §7: shown instead of the app to a member of an organisation that requires two-factor
 * authentication, until it is on. Only the enrolment and signing out are possible here.
 */
export function TwoFactorEnrolScreen() {
  const status = useSecurityStatus();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const enabled = status.data?.isTwoFactorEnabled === true;

  const onContinue = async () => {
    queryClient.setQueryData(twoFactorRequiredKey, false);
    // The refused queries are fetched again now that the server lets them through.
    await queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== sessionKey[0] });
    await navigate(HOME_PATH, { replace: true });
  };

  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 bg-muted/40 px-4 py-10">
      <div className="grid w-full max-w-xl gap-5">
        <div className="grid gap-2">
          <div className="flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary [&_svg]:size-6">
            <ShieldAlert aria-hidden="true" />
          </div>
          <h1 className="text-2xl font-semibold">Double authentification obligatoire</h1>
          <p className="text-muted-foreground">
            Votre organisation exige la double authentification pour protéger les données de santé
            de ses patients. Activez-la pour continuer.
          </p>
        </div>
        <TwoFactorCard />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
          <Button variant="ghost" onClick={() => void signOut()}>
            Se déconnecter
          </Button>
          {enabled ? <Button onClick={() => void onContinue()}>Continuer vers Praxis</Button> : null}
        </div>
      </div>
    </main>
  );
}
