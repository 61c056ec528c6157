import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { toast } from '@/lib/toast';
import {
  DOCUMENT_EXTENSIONS,
  ZUserDocumentInput,
  type TUserDocument,
  type TUserDocumentInput,
} from '@praxis/shared/settings/schemas';
import { FormError } from '@/components/form-error';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { formResolver } from '@/lib/form-resolver';
import { applyFieldErrors, serverMessage } from '@/lib/server-errors';
import { useCreateUserDocument } from '../../api/create-user-document';
import { useUpdateUserDocument } from '../../api/update-user-document';
import { FileInputField } from '../files/file-input-field';
import { CurrentFileNote, toastUploaded, useFileDraft } from '../files/file-upload';
import { TagInput } from '../files/tag-input';
import { TrameOptions } from './trame-options';
import { FormActions } from '@/components/form-actions';
import { FormDialog } from '@/components/form-dialog';

type DocumentFormValues = {
  title: string;
  description: string;
  descriptionIa: string;
  trameId: string;
  tags: string[];
};

type UserDocumentDialogProps = {
  /** null: closed; 'new': creation; a document: edition. */
  target: TUserDocument | 'new' | null;
  onClose: () => void;
};

export function UserDocumentDialog({ target, onClose }: UserDocumentDialogProps) {
  return (
    <FormDialog
      isOpen={target !== null}
      onClose={onClose}
      title={target === 'new' ? 'Nouveau document' : 'Modifier le document'}
      description="Vos documents de référence, utilisés par vos trames et par les assistants."
      width="xl"
    >
      {target ? (
        <UserDocumentForm
          key={target === 'new' ? 'new' : target.id}
          document={target === 'new' ? null : target}
          onDone={onClose}
        />
      ) : null}
    </FormDialog>
  );
}

function UserDocumentForm({
  document,
  onDone,
}: {
  document: TUserDocument | null;
  onDone: () => void;
}) {
  const create = useCreateUserDocument();
  const update = useUpdateUserDocument();
  const draft = useFileDraft();
  const [saveError, setSaveError] = useState<string>();
  const form = useForm<DocumentFormValues, unknown, TUserDocumentInput>({
    resolver: formResolver(ZUserDocumentInput),
    defaultValues: {
      title: document?.title ?? '',
      description: document?.description ?? '',
      descriptionIa: document?.descriptionIa ?? '',
      trameId: document?.trameId ?? '',
      tags: document?.tags ?? [],
    },
  });
  const { errors } = form.formState;
  // Controlled, so the stored trame shows once the trames have loaded.
  const trameId = useWatch({ control: form.control, name: 'trameId' });
  const isPending = create.isPending || update.isPending;

  const onError = (error: unknown) => {
    const isOnField = applyFieldErrors(error, form.setError, [
      'title',
      'description',
      'descriptionIa',
      'trameId',
    ]);
    // Said once: under its field when the server names one, otherwise above the form.
    setSaveError(isOnField ? undefined : serverMessage(error));
    toast.error('Erreur lors de la sauvegarde', { description: serverMessage(error) });
  };

  const onSubmit = form.handleSubmit(
    (input) => {
      setSaveError(undefined);
      if (document) {
        update.mutate(
          { id: document.id, input },
          {
            onSuccess: () => {
              toast.success('Document modifié avec succès');
              onDone();
            },
            onError,
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
            toastUploaded(created, 'Document créé avec succès');
            onDone();
          },
          onError: (error) => {
            draft.setProgress(null);
            onError(error);
          },
        },
      );
    },
    () => {
      if (!document) draft.flagMissing();
    },
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormError message={saveError} />
      <FormField label="Titre" error={errors.title?.message}>
        {(field) => <Input {...field} {...form.register('title')} />}
      </FormField>
      {document ? (
        <CurrentFileNote fileName={document.file?.fileName} />
      ) : (
        <FileInputField
          label="Fichier"
          extensions={DOCUMENT_EXTENSIONS}
          file={draft.file}
          error={draft.error}
          progress={draft.progress}
          onChange={draft.onPick}
        />
      )}
      <FormField label="Description" error={errors.description?.message}>
        {(field) => <Textarea {...field} rows={2} {...form.register('description')} />}
      </FormField>
      <FormField
        label="Description pour l'IA"
        error={errors.descriptionIa?.message}
        hint="Comment les assistants doivent utiliser ce document."
      >
        {(field) => <Textarea {...field} rows={2} {...form.register('descriptionIa')} />}
      </FormField>
      <FormField label="Trame associée" error={errors.trameId?.message} hint="Facultatif.">
        {(field) => (
          <NativeSelect {...field} {...form.register('trameId')} value={trameId}>
            <option value="">Aucune trame</option>
            <TrameOptions />
          </NativeSelect>
        )}
      </FormField>
      <Controller
        control={form.control}
        name="tags"
        render={({ field }) => <TagInput value={field.value} onChange={field.onChange} />}
      />
      <FormActions
        submitLabel={document ? 'Enregistrer' : 'Créer le document'}
        isPending={isPending}
        onCancel={onDone}
        isCancelDisabledWhilePending
      />
    </form>
  );
}
