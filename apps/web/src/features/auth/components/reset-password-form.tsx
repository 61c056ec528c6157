import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { ZResetPassword, type TResetPassword } from '@praxis/shared/auth/schemas';
import { REDIRECT_AFTER_PASSWORD_UPDATE_MS } from '@praxis/shared/constants';
import { FormError } from '@/components/form-error';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { resetPassword } from '../api/reset-password';

export const PASSWORD_UPDATED =
  'Votre mot de passe a été mis à jour. Vous allez être redirigé vers la page de connexion…';

export function ResetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const [serverError, setServerError] = useState<string>();
  const [isDone, setIsDone] = useState(false);
  const form = useForm<TResetPassword>({
    resolver: zodResolver(ZResetPassword),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  // Spec 1 §2: after success, go to sign-in after 3 seconds.
  useEffect(() => {
    if (!isDone) return;
    const timer = window.setTimeout(
      () => void navigate('/auth/sign-in', { replace: true }),
      REDIRECT_AFTER_PASSWORD_UPDATE_MS,
    );
    return () => window.clearTimeout(timer);
  }, [isDone, navigate]);

  const onSubmit = form.handleSubmit(async ({ password }) => {
    setServerError(undefined);
    try {
      await resetPassword(password, token);
      setIsDone(true);
    } catch (error) {
      setServerError(error instanceof Error ? error.message : String(error));
    }
  });

  if (isDone) {
    return (
      <Alert variant="success" role="status">
        <CircleCheck aria-hidden="true" />
        <AlertDescription>{PASSWORD_UPDATED}</AlertDescription>
      </Alert>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormError message={serverError} />
      <FormField
        label="Nouveau mot de passe"
        error={errors.password?.message}
        hint="Au moins 6 caractères."
      >
        {(field) => (
          <PasswordInput {...field} autoComplete="new-password" {...form.register('password')} />
        )}
      </FormField>
      <FormField label="Confirmer le mot de passe" error={errors.confirmPassword?.message}>
        {(field) => (
          <PasswordInput
            {...field}
            autoComplete="new-password"
            {...form.register('confirmPassword')}
          />
        )}
      </FormField>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Mise à jour…' : 'Mettre à jour le mot de passe'}
      </Button>
    </form>
  );
}
