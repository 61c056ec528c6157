import { MyActivityCard } from '@/features/audit/components/my-activity-card';
import { AccountDataCard } from './account-data-card';
import { ChangePasswordCard } from './change-password-card';
import { SessionsCard } from './sessions-card';
import { TwoFactorCard } from './two-factor-card';

/** Beyond spec 2: strong authentication, active sessions and password, in one place. */
export function SecurityTab() {
  return (
    <div className="grid gap-6">
      <div className="grid gap-1">
        <h2 className="text-xl font-semibold tracking-tight">Sécurité</h2>
        <p className="text-sm text-muted-foreground">
          Protégez l'accès à votre compte et aux données de vos patients.
        </p>
      </div>
      <TwoFactorCard />
      <SessionsCard />
      <ChangePasswordCard />
      <MyActivityCard />
      <AccountDataCard />
    </div>
  );
}
