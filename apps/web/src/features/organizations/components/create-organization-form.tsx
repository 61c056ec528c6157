import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import {
  ZCreateOrganization,
  type TCreateOrganization,
} from '@praxis/shared/organizations/schemas';
import { FormError } from '@/components/form-error';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useCreateOrganization } from '../api/create-organization';

export function CreateOrganizationForm() {
  const create = useCreateOrganization();
  const form = useForm<TCreateOrganization>({
    resolver: zodResolver(ZCreateOrganization),
    defaultValues: { name: '' },
  });

  const onSubmit = form.handleSubmit((values) => {
    create.mutate(values, {
      onSuccess: () => {
        toast.success(`Organisation « ${values.name.trim()} » créée`);
        form.reset();
      },
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-3">
      <FormError message={create.error?.message} />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <FormField
          label="Nom de l'organisation"
          error={form.formState.errors.name?.message}
          className="flex-1"
        >
          {(field) => (
            <Input
              {...field}
              placeholder="Ex. : Cabinet paramédical des Tilleuls"
              {...form.register('name')}
            />
          )}
        </FormField>
        <Button type="submit" disabled={create.isPending} className="sm:mt-6">
          {create.isPending ? 'Création…' : "Créer l'organisation"}
        </Button>
      </div>
    </form>
  );
}
