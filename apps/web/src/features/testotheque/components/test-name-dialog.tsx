import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import {
  testMessages,
  ZTestCreate,
  type TTestCreate,
  type TTestDefinition,
} from '@praxis/shared/testotheque/schemas';
import { FormActions } from '@/components/form-actions';
import { FormDialog } from '@/components/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { formResolver } from '@/lib/form-resolver';
import { applyFieldErrors, serverMessage } from '@/lib/server-errors';
import { useCreateTest } from '../api/create-test';
import { useUpdateTest } from '../api/update-test';

type Target = TTestDefinition | 'new' | null;

function NameForm({ test, onClose }: { test: TTestDefinition | null; onClose: () => void }) {
  const navigate = useNavigate();
  const create = useCreateTest();
  const update = useUpdateTest();
  const form = useForm<{ title: string }, unknown, TTestCreate>({
    resolver: formResolver(ZTestCreate),
    defaultValues: { title: test?.title ?? '' },
  });
  const isPending = create.isPending || update.isPending;

  const submit = form.handleSubmit(async ({ title }) => {
    try {
      if (test) {
        await update.mutateAsync({ id: test.id, patch: { title } });
        toast.success(testMessages.updated);
        onClose();
      } else {
        const created = await create.mutateAsync({ title });
        toast.success(testMessages.created);
        onClose();
        await navigate(`/testeque/${created.id}`);
      }
    } catch (error) {
      if (!applyFieldErrors(error, form.setError, ['title'])) {
        toast.error(test ? testMessages.updateFailed : testMessages.createFailed, {
          description: serverMessage(error),
        });
      }
    }
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <FormField label="Nom du test" error={form.formState.errors.title?.message}>
        {(field) => (
          <Input
            {...field}
            autoFocus
            placeholder="Ex. : M-ABC-2, BHK, Figure de Rey…"
            {...form.register('title', { onChange: () => form.clearErrors('title') })}
          />
        )}
      </FormField>
      <FormActions
        submitLabel={test ? 'Enregistrer' : 'Créer et configurer'}
        pendingLabel={test ? 'Enregistrement…' : 'Création…'}
        isPending={isPending}
        onCancel={onClose}
        isCancelDisabledWhilePending
      />
    </form>
  );
}

/** Spec 3 §2.7: one field 'Nom du test'; 'Créer et configurer' opens the new test, 'Enregistrer' renames. */
export function TestNameDialog({ target, onClose }: { target: Target; onClose: () => void }) {
  const test = target === 'new' ? null : target;
  return (
    <FormDialog
      isOpen={target !== null}
      onClose={onClose}
      title={test ? 'Modifier le test' : 'Nouveau test'}
      description={
        test
          ? 'Renommez le test.'
          : 'Donnez un nom au test : vous le configurerez ensuite (code, âges, tags, fichier).'
      }
    >
      {target !== null ? <NameForm key={test?.id ?? 'new'} test={test} onClose={onClose} /> : null}
    </FormDialog>
  );
}
