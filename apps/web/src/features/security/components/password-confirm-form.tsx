import { useId, useState } from 'react';
import { FormError } from '@/components/form-error';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { PasswordInput } from '@/components/ui/password-input';

type PasswordConfirmFormProps = {
  description: string;
  submitLabel: string;
  isPending: boolean;
  error?: string;
  onSubmit: (password: string) => void;
  onCancel: () => void;
};

/** Sensitive actions (2FA on/off, new backup codes) ask for the password again. */
export function PasswordConfirmForm({
  description,
  submitLabel,
  isPending,
  error,
  onSubmit,
  onCancel,
}: PasswordConfirmFormProps) {
  const id = useId();
  const [password, setPassword] = useState('');
  const [isMissing, setIsMissing] = useState(false);
  return (
    <form
      noValidate
      className="grid gap-3 rounded-lg border bg-muted/30 p-4"
      onSubmit={(e) => {
        e.preventDefault();
        if (!password) {
          setIsMissing(true);
          return;
        }
        onSubmit(password);
      }}
    >
      <p className="text-sm text-muted-foreground">{description}</p>
      <FormError message={error} />
      <div className="grid gap-2">
        <Label htmlFor={id}>Mot de passe actuel</Label>
        <PasswordInput
          id={id}
          autoComplete="current-password"
          value={password}
          aria-invalid={isMissing}
          aria-describedby={isMissing ? `${id}-error` : undefined}
          onChange={(e) => {
            setPassword(e.target.value);
            setIsMissing(false);
          }}
        />
        {isMissing ? (
          <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
            Le mot de passe est requis
          </p>
        ) : null}
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onCancel} disabled={isPending}>
          Annuler
        </Button>
        <Button type="submit" disabled={isPending}>
          {isPending ? 'Vérification…' : submitLabel}
        </Button>
      </div>
    </form>
  );
}
