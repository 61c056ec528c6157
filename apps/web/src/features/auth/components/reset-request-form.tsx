import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ZResetRequest, type TResetRequest } from '@praxis/shared/auth/schemas';
import { FormError } from '@/components/form-error';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { requestPasswordReset } from '../api/request-password-reset';

/** Same text whether or not the address has an account, so that nobody can probe addresses. */
export const RESET_REQUEST_SENT =
  'Si un compte existe avec cette adresse, vous allez recevoir un e-mail contenant un lien de réinitialisation. Ce lien expire dans 15 minutes.';

export function ResetRequestForm() {
  const [serverError, setServerError] = useState<string>();
  const [isSent, setIsSent] = useState(false);
  const form = useForm<TResetRequest>({
    resolver: zodResolver(ZResetRequest),
    defaultValues: { email: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ email }) => {
    setServerError(undefined);
    setIsSent(false);
    try {
      await requestPasswordReset(email);
      setIsSent(true);
    } catch (error) {
      setServerError(error instanceof Error ? error.message : String(error));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormError message={serverError} />
      {isSent ? (
        <Alert variant="success" role="status">
          <CircleCheck aria-hidden="true" />
          <AlertDescription>{RESET_REQUEST_SENT}</AlertDescription>
        </Alert>
      ) : null}
      <FormField label="Adresse e-mail" error={errors.email?.message}>
        {(field) => (
          <Input {...field} type="email" autoComplete="email" {...form.register('email')} />
        )}
      </FormField>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Envoi en cours…' : 'Envoyer le lien de réinitialisation'}
      </Button>
    </form>
  );
}
