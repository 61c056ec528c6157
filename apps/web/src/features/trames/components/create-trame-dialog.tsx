import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import type { TTrameType } from '@praxis/shared/settings/schemas';
import { trameMessages, ZTrameCreate, type TTrameCreate } from '@praxis/shared/trames/schemas';
import { FormActions } from '@/components/form-actions';
import { FormDialog } from '@/components/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { formResolver } from '@/lib/form-resolver';
import { applyFieldErrors, serverMessage } from '@/lib/server-errors';
import { useCreateTrame } from '../api/trames';

function CreateForm({ types, onClose }: { types: TTrameType[]; onClose: () => void }) {
  const navigate = useNavigate();
  const create = useCreateTrame();
  const form = useForm<{ name: string; trameTypeId: string }, unknown, TTrameCreate>({
    resolver: formResolver(ZTrameCreate),
    // Spec 3 §5: the default type is the first type.
    defaultValues: { name: '', trameTypeId: types[0]?.id ?? '' },
  });
  const submit = form.handleSubmit(async (input) => {
    try {
      const trame = await create.mutateAsync(input);
      toast.success(trameMessages.created);
      onClose();
      await navigate(`/trames/${trame.id}`);
    } catch (error) {
      if (!applyFieldErrors(error, form.setError, ['name', 'trameTypeId'])) {
        toast.error(trameMessages.createFailed, { description: serverMessage(error) });
      }
    }
  });
  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <FormField label="Nom" error={form.formState.errors.name?.message}>
        {(field) => (
          <Input
            {...field}
            autoFocus
            placeholder="Ex. : Bilan psychomoteur enfant"
            {...form.register('name')}
          />
        )}
      </FormField>
      <FormField label="Type de trame" error={form.formState.errors.trameTypeId?.message}>
        {(field) => (
          <NativeSelect {...field} {...form.register('trameTypeId')}>
            {types.map((type) => (
              <option key={type.id} value={type.id}>
                {type.label}
                {type.isBilan ? ' (bilan)' : ''}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <p className="text-sm text-muted-foreground">
        La description et les documents s'ajoutent ensuite, depuis la page de la trame.
      </p>
      <FormActions
        submitLabel="Créer"
        pendingLabel="Création…"
        isPending={create.isPending}
        onCancel={onClose}
        isCancelDisabledWhilePending
      />
    </form>
  );
}

/** Spec 3 §2.5: 'Créer une trame' with the name and the type only. */
export function CreateTrameDialog({
  isOpen,
  types,
  onClose,
}: {
  isOpen: boolean;
  types: TTrameType[];
  onClose: () => void;
}) {
  return (
    <FormDialog
      isOpen={isOpen}
      onClose={onClose}
      title="Créer une trame"
      description="Donnez un nom à votre trame et choisissez son type."
    >
      {isOpen ? <CreateForm types={types} onClose={onClose} /> : null}
    </FormDialog>
  );
}
