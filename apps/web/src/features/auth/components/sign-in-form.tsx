import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  checkSignIn,
  signInFieldError,
  type TSignInErrors,
  type TSignInFields,
} from '@praxis/shared/auth/sign-in-checks';
import { FormError } from '@/components/form-error';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { isEmailNotVerified, signIn } from '../api/sign-in';
import { isTwoFactorRedirect } from '../api/verify-two-factor';
import { REDIRECT_PARAM, safeRedirect, withRedirect } from '../lib/redirect-target';
import { TwoFactorStep } from './two-factor-step';

const EMPTY: TSignInFields = { email: '', password: '' };

/**
 * The sign-in form, with plain checks instead of react-hook-form and zod (issue 15: the first
 * load of the sign-in page). It behaves as the other forms: checked on submit, then each field
 * again as it changes; the first invalid field takes the focus.
 */
export function SignInForm() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const redirect = searchParams.get(REDIRECT_PARAM);
  const [serverError, setServerError] = useState<string>();
  const [needsSecondFactor, setNeedsSecondFactor] = useState(false);
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<TSignInErrors>({});
  const [isSubmitted, setIsSubmitted] = useState(false);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const inputs = {
    email: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
  };

  function onChange(field: keyof TSignInFields, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    if (isSubmitted)
      setErrors((current) => ({ ...current, [field]: signInFieldError(field, value) }));
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (isSubmitting) return;
    setIsSubmitted(true);
    const checked = checkSignIn(values);
    if (!checked.success) {
      setErrors(checked.errors);
      inputs[checked.errors.email ? 'email' : 'password'].current?.focus();
      return;
    }
    setErrors({});
    setIsSubmitting(true);
    try {
      await submit(checked.data);
    } finally {
      setIsSubmitting(false);
    }
  }

  async function submit(credentials: TSignInFields) {
    setServerError(undefined);
    try {
      if (isTwoFactorRedirect(await signIn(credentials))) {
        setNeedsSecondFactor(true);
        return;
      }
    } catch (error) {
      if (isEmailNotVerified(error)) {
        await navigate(
          withRedirect(
            `/auth/verify-email?email=${encodeURIComponent(credentials.email)}`,
            redirect,
          ),
        );
        return;
      }
      setServerError(error instanceof Error ? error.message : String(error));
      return;
    }
    await onSignedIn();
  }

  async function onSignedIn() {
    // A new user: nothing cached for the previous one may survive. The query client is fetched
    // here (the next page needs it anyway): the sign-in page's first load carries none.
    const { clearUserData } = await import('@/lib/app-query-client');
    clearUserData();
    await navigate(safeRedirect(redirect), { replace: true });
  }

  if (needsSecondFactor) {
    return (
      <TwoFactorStep
        onVerified={onSignedIn}
        onCancel={() => {
          setNeedsSecondFactor(false);
          setValues((current) => ({ ...current, password: '' }));
        }}
      />
    );
  }

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4">
      <FormError message={serverError} />
      <FormField label="Adresse e-mail" error={errors.email}>
        {(field) => (
          <Input
            {...field}
            ref={inputs.email}
            type="email"
            autoComplete="email"
            name="email"
            value={values.email}
            onChange={(e) => onChange('email', e.target.value)}
          />
        )}
      </FormField>
      <FormField label="Mot de passe" error={errors.password}>
        {(field) => (
          <PasswordInput
            {...field}
            ref={inputs.password}
            autoComplete="current-password"
            name="password"
            value={values.password}
            onChange={(e) => onChange('password', e.target.value)}
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
