import { useId, useState } from 'react';
import { accountDeletionMessages, deletionEmailMatches } from '@praxis/shared/patients/data-rights';
import { FormDialog } from '@/components/form-dialog';
import { TypedConfirmationField } from '@/components/typed-confirmation-field';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { PasswordInput } from '@/components/ui/password-input';
import { serverMessage } from '@/lib/server-errors';
import { useDeleteAccount } from '../api/account-data-rights';

/**
 * 'Supprimer mon compte': the account's e-mail address typed again and the current password; once
 * the server has erased everything (and the sessions), the browser goes to the sign-in page.
 */
export function AccountDeleteDialog({
  email,
  isOpen,
  onClose,
}: {
  email: string;
  isOpen: boolean;
  onClose: () => void;
}) {
  const remove = useDeleteAccount();
  const [typed, setTyped] = useState('');
  const [password, setPassword] = useState('');
  const passwordId = useId();

  const close = () => {
    setTyped('');
    setPassword('');
    remove.reset();
    onClose();
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    remove.mutate(
      { email: typed, password },
      // A full load: nothing of the erased account stays in memory.
      { onSuccess: () => window.location.assign('/auth/sign-in') },
    );
  };

  return (
    <FormDialog
      isOpen={isOpen}
      onClose={close}
      title={accountDeletionMessages.title}
      description={accountDeletionMessages.description}
    >
      <form className="grid gap-4" onSubmit={submit} noValidate>
        <TypedConfirmationField
          label={accountDeletionMessages.emailLabel}
          hintLabel="Adresse à saisir"
          expected={email}
          value={typed}
          onChange={setTyped}
          type="email"
        />
        <div className="grid gap-1.5">
          <Label htmlFor={passwordId}>{accountDeletionMessages.passwordLabel}</Label>
          <PasswordInput
            id={passwordId}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            autoComplete="current-password"
          />
        </div>
        {remove.error ? (
          <p role="alert" className="text-sm text-destructive">
            {serverMessage(remove.error)}
          </p>
        ) : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="outline" onClick={close}>
            Annuler
          </Button>
          <Button
            type="submit"
            variant="destructive"
            disabled={!deletionEmailMatches(typed, email) || password === '' || remove.isPending}
          >
            {accountDeletionMessages.action}
          </Button>
        </div>
      </form>
    </FormDialog>
  );
}
