import { useDeferredValue, useState } from 'react';
import { toast } from '@/lib/toast';
import { testMessages } from '@praxis/shared/testotheque/schemas';
import { FormActions } from '@/components/form-actions';
import { FormDialog } from '@/components/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { serverMessage } from '@/lib/server-errors';
import { useAssignTrameTest } from '../api/assign-trame-test';
import { useTests } from '../api/get-tests';

type AssignTestDialogProps = {
  trameId: string;
  isOpen: boolean;
  onClose: () => void;
  /** Tests already on the trame: not offered again. */
  assignedIds: ReadonlySet<string>;
};

function AssignForm({ trameId, onClose, assignedIds }: Omit<AssignTestDialogProps, 'isOpen'>) {
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState('');
  const [error, setError] = useState<string | undefined>();
  const tests = useTests(useDeferredValue(search));
  const assign = useAssignTrameTest(trameId);
  const options = (tests.data?.items ?? []).filter((t) => t.isActive && !assignedIds.has(t.id));

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!selected) {
      setError(testMessages.selectTest);
      return;
    }
    try {
      await assign.mutateAsync(selected);
      toast.success(testMessages.assigned);
      onClose();
    } catch (err) {
      toast.error(testMessages.assignFailed, { description: serverMessage(err) });
    }
  };

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="grid gap-4">
      <FormField label="Rechercher dans la testothèque">
        {(field) => (
          <Input
            {...field}
            type="search"
            placeholder="Titre ou code (ex. : mabc)"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
        )}
      </FormField>
      <FormField
        label="Test"
        error={error}
        hint={
          tests.isFetching ? 'Chargement des tests…' : `${options.length} test(s) disponible(s)`
        }
      >
        {(field) => (
          <NativeSelect
            {...field}
            value={selected}
            onChange={(e) => {
              setSelected(e.target.value);
              setError(undefined);
            }}
          >
            <option value="">Choisir un test…</option>
            {options.map((t) => (
              <option key={t.id} value={t.id}>
                {t.code ? `${t.code} — ${t.title}` : t.title}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormActions
        submitLabel="Assigner"
        pendingLabel="Assignation…"
        isPending={assign.isPending}
        onCancel={onClose}
        isCancelDisabledWhilePending
      />
    </form>
  );
}

/** Spec 3 §2.6, §5: pick a test of the library for the trame ('Veuillez sélectionner un test'). */
export function AssignTestDialog({ isOpen, ...props }: AssignTestDialogProps) {
  return (
    <FormDialog
      isOpen={isOpen}
      onClose={props.onClose}
      title="Assigner un test"
      description="Choisissez un test de votre testothèque ou du catalogue partagé."
    >
      {isOpen ? <AssignForm {...props} /> : null}
    </FormDialog>
  );
}
