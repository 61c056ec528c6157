import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { ZInviteMember, type TInviteMember } from '@praxis/shared/organizations/schemas';
import { FormError } from '@/components/form-error';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useInviteMember } from '../api/invite-member';

export function InviteMemberForm({ organizationId }: { organizationId: string }) {
  const invite = useInviteMember();
  const form = useForm<TInviteMember>({
    resolver: zodResolver(ZInviteMember),
    defaultValues: { email: '' },
  });

  const onSubmit = form.handleSubmit(({ email }) => {
    invite.mutate(
      { organizationId, email },
      {
        onSuccess: () => {
          toast.success(`Invitation envoyée à ${email}`);
          form.reset();
        },
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-3">
      <FormError message={invite.error?.message} />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <FormField
          label="Adresse e-mail à inviter"
          error={form.formState.errors.email?.message}
          hint="La personne reçoit un lien valable 7 jours."
          className="flex-1"
        >
          {(field) => (
            <Input {...field} type="email" autoComplete="off" {...form.register('email')} />
          )}
        </FormField>
        <Button type="submit" variant="secondary" disabled={invite.isPending} className="sm:mt-6">
          {invite.isPending ? 'Envoi…' : "Envoyer l'invitation"}
        </Button>
      </div>
    </form>
  );
}
