import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { toast } from '@/lib/toast';
import {
  KNOWLEDGE_KINDS,
  KNOWLEDGE_KIND_LABELS,
  PICKER_EXTENSIONS,
  ZKnowledgeItemInput,
  fileMessages,
  type TKnowledgeItem,
  type TKnowledgeItemInput,
} from '@praxis/shared/settings/schemas';
import { FormError } from '@/components/form-error';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { formResolver } from '@/lib/form-resolver';
import { applyFieldErrors, serverMessage } from '@/lib/server-errors';
import { useCreateKnowledgeItem } from '../../api/create-knowledge-item';
import { useUpdateKnowledgeItem } from '../../api/update-knowledge-item';
import { FileInputField } from '../files/file-input-field';
import { CurrentFileNote, toastUploaded, useFileDraft } from '../files/file-upload';
import { TagInput } from '../files/tag-input';
import { FormActions } from '@/components/form-actions';
import { FormDialog } from '@/components/form-dialog';

type KnowledgeFormValues = {
  title: string;
  kind: string;
  description: string;
  aiBrief: string;
  tags: string[];
};

type KnowledgeItemDialogProps = {
  target: TKnowledgeItem | 'new' | null;
  onClose: () => void;
};

export function KnowledgeItemDialog({ target, onClose }: KnowledgeItemDialogProps) {
  return (
    <FormDialog
      isOpen={target !== null}
      onClose={onClose}
      title={target === 'new' ? 'Nouvel élément' : "Modifier l'élément"}
      description="Exercices, protocoles et matériel que les assistants peuvent vous proposer."
      width="xl"
    >
      {target ? (
        <KnowledgeItemForm
          key={target === 'new' ? 'new' : target.id}
          item={target === 'new' ? null : target}
          onDone={onClose}
        />
      ) : null}
    </FormDialog>
  );
}

/** Spec 2 §5.7: title required, file required on creation and never replaced on edit. */
function KnowledgeItemForm({ item, onDone }: { item: TKnowledgeItem | null; onDone: () => void }) {
  const create = useCreateKnowledgeItem();
  const update = useUpdateKnowledgeItem();
  const draft = useFileDraft();
  const [saveError, setSaveError] = useState<string>();
  const form = useForm<KnowledgeFormValues, unknown, TKnowledgeItemInput>({
    resolver: formResolver(ZKnowledgeItemInput),
    mode: 'onTouched',
    defaultValues: {
      title: item?.title ?? '',
      kind: item?.kind ?? 'exercise',
      description: item?.description ?? '',
      aiBrief: item?.aiBrief ?? '',
      tags: item?.tags ?? [],
    },
  });
  const { errors } = form.formState;
  const title = useWatch({ control: form.control, name: 'title' });
  const isPending = create.isPending || update.isPending;
  const canSubmit = title.trim() !== '' && (item !== null || draft.file !== null) && !isPending;

  const onError = (failure: string) => (error: unknown) => {
    draft.setProgress(null);
    const isOnField = applyFieldErrors(error, form.setError, [
      'title',
      'kind',
      'description',
      'aiBrief',
    ]);
    // Said once: under its field when the server names one, otherwise above the form.
    setSaveError(isOnField ? undefined : serverMessage(error));
    toast.error(failure, { description: serverMessage(error) });
  };

  const onSubmit = form.handleSubmit((input) => {
    setSaveError(undefined);
    if (item) {
      update.mutate(
        { id: item.id, input },
        {
          onSuccess: () => {
            toast.success('Élément modifié avec succès');
            onDone();
          },
          onError: onError('Erreur lors de la modification'),
        },
      );
      return;
    }
    const file = draft.startUpload();
    if (!file) return;
    create.mutate(
      { input, file, onProgress: draft.setProgress },
      {
        onSuccess: (created) => {
          toastUploaded(created, 'Élément créé avec succès');
          onDone();
        },
        onError: onError('Erreur lors de la création'),
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormError message={saveError} />
      <FormField label="Titre" error={errors.title?.message}>
        {(field) => <Input {...field} {...form.register('title')} />}
      </FormField>
      <FormField label="Type" error={errors.kind?.message}>
        {(field) => (
          <NativeSelect {...field} {...form.register('kind')}>
            {KNOWLEDGE_KINDS.map((k) => (
              <option key={k} value={k}>
                {KNOWLEDGE_KIND_LABELS[k]}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      {item ? (
        <CurrentFileNote
          fileName={item.file?.fileName}
          note=" (le fichier ne peut pas être remplacé)"
        />
      ) : (
        <FileInputField
          label="Fichier"
          extensions={PICKER_EXTENSIONS}
          file={draft.file}
          error={draft.error}
          hint={draft.file ? undefined : fileMessages.required}
          progress={draft.progress}
          onChange={draft.onPick}
        />
      )}
      <FormField label="Description" error={errors.description?.message}>
        {(field) => <Textarea {...field} rows={2} {...form.register('description')} />}
      </FormField>
      <FormField
        label="Consignes pour l'IA"
        error={errors.aiBrief?.message}
        hint="Quand et comment les assistants doivent proposer cet élément."
      >
        {(field) => <Textarea {...field} rows={2} {...form.register('aiBrief')} />}
      </FormField>
      <Controller
        control={form.control}
        name="tags"
        render={({ field }) => <TagInput value={field.value} onChange={field.onChange} />}
      />
      <FormActions
        submitLabel={item ? 'Enregistrer' : "Créer l'élément"}
        isPending={isPending}
        canSubmit={canSubmit}
        onCancel={onDone}
        isCancelDisabledWhilePending
      />
    </form>
  );
}
