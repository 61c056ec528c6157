import { CircleCheck } from 'lucide-react';
import { useState } from 'react';
import { messages } from '@praxis/shared/messages';
import { FormError } from '@/components/form-error';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { sendVerificationEmail } from '../api/send-verification-email';

type Outcome = { kind: 'sent' } | { kind: 'error'; message: string };

/** The 'Renvoyer l'e-mail de confirmation' button and its outcome (spec 1 §8). */
export function ResendConfirmation({
  email,
  redirect,
}: {
  email: string | null;
  redirect: string | null;
}) {
  const [outcome, setOutcome] = useState<Outcome>();
  const [isSending, setIsSending] = useState(false);

  const onResend = async () => {
    if (!email) {
      setOutcome({ kind: 'error', message: messages.auth.noEmailFound });
      return;
    }
    setIsSending(true);
    setOutcome(undefined);
    try {
      await sendVerificationEmail(email, redirect);
      setOutcome({ kind: 'sent' });
    } catch (error) {
      setOutcome({
        kind: 'error',
        message: error instanceof Error ? error.message : messages.auth.confirmationFailed,
      });
    } finally {
      setIsSending(false);
    }
  };

  return (
    <div className="grid gap-3">
      {outcome?.kind === 'sent' ? (
        <Alert variant="success" role="status">
          <CircleCheck aria-hidden="true" />
          <AlertDescription>{messages.auth.confirmationSent}</AlertDescription>
        </Alert>
      ) : null}
      {outcome?.kind === 'error' ? <FormError message={outcome.message} /> : null}
      <Button variant="outline" onClick={() => void onResend()} disabled={isSending}>
        {isSending ? 'Envoi en cours…' : "Renvoyer l'e-mail de confirmation"}
      </Button>
    </div>
  );
}
