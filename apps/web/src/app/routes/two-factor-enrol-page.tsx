import { TwoFactorEnrolScreen } from '@/features/security/components/two-factor-enrol-screen';

export function TwoFactorEnrolPage() {
  return <TwoFactorEnrolScreen />;
}
