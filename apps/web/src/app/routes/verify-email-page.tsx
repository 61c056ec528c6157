import { VerifyEmailPanel } from '@/features/auth/components/verify-email-panel';

export function VerifyEmailPage() {
  return <VerifyEmailPanel />;
}
