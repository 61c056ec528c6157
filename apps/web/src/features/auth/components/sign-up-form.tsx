import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { ZSignUp, type TSignUp } from '@praxis/shared/auth/schemas';
import { FormError } from '@/components/form-error';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { signUp } from '../api/sign-up';
import { REDIRECT_PARAM, withRedirect } from '../lib/redirect-target';

const EMPTY: TSignUp = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  confirmPassword: '',
};

export function SignUpForm() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const redirect = searchParams.get(REDIRECT_PARAM);
  const [serverError, setServerError] = useState<string>();
  const form = useForm<TSignUp>({ resolver: zodResolver(ZSignUp), defaultValues: EMPTY });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(undefined);
    try {
      await signUp(values, redirect);
    } catch (error) {
      setServerError(error instanceof Error ? error.message : String(error));
      return;
    }
    await navigate(
      withRedirect(`/auth/verify-email?email=${encodeURIComponent(values.email)}`, redirect),
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormError message={serverError} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Prénom" error={errors.firstName?.message}>
          {(field) => (
            <Input {...field} autoComplete="given-name" {...form.register('firstName')} />
          )}
        </FormField>
        <FormField label="Nom" error={errors.lastName?.message}>
          {(field) => (
            <Input {...field} autoComplete="family-name" {...form.register('lastName')} />
          )}
        </FormField>
      </div>
      <FormField label="Adresse e-mail" error={errors.email?.message}>
        {(field) => (
          <Input {...field} type="email" autoComplete="email" {...form.register('email')} />
        )}
      </FormField>
      <FormField
        label="Mot de passe"
        error={errors.password?.message}
        hint="Au moins 8 caractères, dont une majuscule, une minuscule et un chiffre."
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
        {isSubmitting ? 'Création du compte…' : 'Créer mon compte'}
      </Button>
    </form>
  );
}
