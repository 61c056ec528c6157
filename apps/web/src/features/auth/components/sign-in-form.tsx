import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ZSignIn, type TSignIn } from '@praxis/shared/auth/schemas';
import { FormError } from '@/components/form-error';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { clearUserData } from '@/lib/query-client';
import { isEmailNotVerified, signIn } from '../api/sign-in';
import { isTwoFactorRedirect } from '../api/verify-two-factor';
import { REDIRECT_PARAM, safeRedirect, withRedirect } from '../lib/redirect-target';
import { TwoFactorStep } from './two-factor-step';

export function SignInForm() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const redirect = searchParams.get(REDIRECT_PARAM);
  const [serverError, setServerError] = useState<string>();
  const [needsSecondFactor, setNeedsSecondFactor] = useState(false);
  const form = useForm<TSignIn>({
    resolver: zodResolver(ZSignIn),
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(undefined);
    try {
      if (isTwoFactorRedirect(await signIn(values))) {
        setNeedsSecondFactor(true);
        return;
      }
    } catch (error) {
      if (isEmailNotVerified(error)) {
        await navigate(
          withRedirect(`/auth/verify-email?email=${encodeURIComponent(values.email)}`, redirect),
        );
        return;
      }
      setServerError(error instanceof Error ? error.message : String(error));
      return;
    }
    await onSignedIn();
  });

  async function onSignedIn() {
    // A new user: nothing cached for the previous one may survive.
    clearUserData(queryClient);
    await navigate(safeRedirect(redirect), { replace: true });
  }

  if (needsSecondFactor) {
    return (
      <TwoFactorStep
        onVerified={onSignedIn}
        onCancel={() => {
          setNeedsSecondFactor(false);
          form.resetField('password');
        }}
      />
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormError message={serverError} />
      <FormField label="Adresse e-mail" error={errors.email?.message}>
        {(field) => (
          <Input {...field} type="email" autoComplete="email" {...form.register('email')} />
        )}
      </FormField>
      <FormField label="Mot de passe" error={errors.password?.message}>
        {(field) => (
          <PasswordInput
            {...field}
            autoComplete="current-password"
            {...form.register('password')}
          />
        )}
      </FormField>
      <div className="-mt-1 text-right text-sm">
        <Link to="/auth/reset-request" className="text-primary underline-offset-4 hover:underline">
          Mot de passe oublié ?
        </Link>
      </div>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Connexion…' : 'Se connecter'}
      </Button>
    </form>
  );
}
