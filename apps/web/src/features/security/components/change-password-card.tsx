import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { FormError } from '@/components/form-error';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Label } from '@/components/ui/label';
import { PasswordInput } from '@/components/ui/password-input';
import { useChangePassword } from '../api/change-password';
import { ZChangePassword, type TChangePassword } from '../lib/change-password-schema';

const EMPTY: TChangePassword = {
  currentPassword: '',
  newPassword: '',
  confirmPassword: '',
  revokeOtherSessions: true,
};

export function ChangePasswordCard() {
  const change = useChangePassword();
  const form = useForm<TChangePassword>({
    resolver: zodResolver(ZChangePassword),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    change.mutate(values, {
      onSuccess: () => {
        toast.success('Mot de passe modifié avec succès');
        form.reset(EMPTY);
      },
    });
  });

  return (
    <Card role="region" aria-labelledby="change-password-title" className="gap-4 py-5">
      <CardHeader className="px-5">
        <CardTitle as="h3" id="change-password-title" className="text-base">
          Changer de mot de passe
        </CardTitle>
        <CardDescription>
          Au moins 8 caractères, avec une majuscule, une minuscule et un chiffre.
        </CardDescription>
      </CardHeader>
      <CardContent className="px-5">
        <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:max-w-md">
          <FormError message={change.error?.message} />
          <FormField label="Mot de passe actuel" error={errors.currentPassword?.message}>
            {(field) => (
              <PasswordInput
                {...field}
                autoComplete="current-password"
                {...form.register('currentPassword')}
              />
            )}
          </FormField>
          <FormField label="Nouveau mot de passe" error={errors.newPassword?.message}>
            {(field) => (
              <PasswordInput
                {...field}
                autoComplete="new-password"
                {...form.register('newPassword')}
              />
            )}
          </FormField>
          <FormField
            label="Confirmer le nouveau mot de passe"
            error={errors.confirmPassword?.message}
          >
            {(field) => (
              <PasswordInput
                {...field}
                autoComplete="new-password"
                {...form.register('confirmPassword')}
              />
            )}
          </FormField>
          <div className="flex items-center gap-2">
            <Checkbox id="revoke-other-sessions" {...form.register('revokeOtherSessions')} />
            <Label htmlFor="revoke-other-sessions" className="font-normal">
              Déconnecter mes autres sessions
            </Label>
          </div>
          <Button type="submit" className="w-fit" disabled={change.isPending}>
            {change.isPending ? 'Modification…' : 'Changer le mot de passe'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
