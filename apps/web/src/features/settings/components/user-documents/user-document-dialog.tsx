import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import {
  DOCUMENT_EXTENSIONS,
  ZUserDocumentInput,
  fileMessages,
  type TUserDocument,
  type TUserDocumentInput,
} from '@praxis/shared/settings/schemas';
import { FormError } from '@/components/form-error';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { formResolver } from '@/lib/form-resolver';
import { applyFieldErrors, serverMessage } from '@/lib/server-errors';
import type { UploadProgress } from '@/lib/upload-request';
import { useCreateUserDocument } from '../../api/create-user-document';
import { useUpdateUserDocument } from '../../api/update-user-document';
import { renamedWarning } from '../../lib/file-checks';
import { FileInputField } from '../files/file-input-field';
import { TagInput } from '../files/tag-input';

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
    <Dialog open={target !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>
            {target === 'new' ? 'Nouveau document' : 'Modifier le document'}
          </DialogTitle>
          <DialogDescription>
            Vos documents de référence, utilisés par vos trames et par les assistants.
          </DialogDescription>
        </DialogHeader>
        {target ? (
          <UserDocumentForm
            key={target === 'new' ? 'new' : target.id}
            document={target === 'new' ? null : target}
            onDone={onClose}
          />
        ) : null}
      </DialogContent>
    </Dialog>
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
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string>();
  const [progress, setProgress] = useState<UploadProgress | null>(null);
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
      if (!file) {
        setFileError(fileMessages.required);
        return;
      }
      setProgress({ loaded: 0, total: file.size, percent: 0 });
      create.mutate(
        { input, file, onProgress: setProgress },
        {
          onSuccess: (created) => {
            toast.success('Document créé avec succès');
            if (created.renamedFrom && created.file) {
              toast.warning(renamedWarning(created.file.fileName));
            }
            onDone();
          },
          onError: (error) => {
            setProgress(null);
            onError(error);
          },
        },
      );
    },
    () => {
      if (!document && !file) setFileError(fileMessages.required);
    },
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormError message={saveError} />
      <FormField label="Titre" error={errors.title?.message}>
        {(field) => <Input {...field} {...form.register('title')} />}
      </FormField>
      {document ? (
        <p className="text-sm text-muted-foreground">
          Fichier :{' '}
          <span className="font-medium text-foreground">{document.file?.fileName ?? 'aucun'}</span>
        </p>
      ) : (
        <FileInputField
          label="Fichier"
          extensions={DOCUMENT_EXTENSIONS}
          file={file}
          error={fileError}
          progress={progress}
          onChange={(picked, problem) => {
            setFile(picked);
            setFileError(problem ?? undefined);
          }}
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
      {/* No trames endpoint yet: a document can only be left without a trame for now. */}
      <FormField label="Trame associée" error={errors.trameId?.message} hint="Facultatif.">
        {(field) => (
          <NativeSelect {...field} {...form.register('trameId')}>
            <option value="">Aucune trame</option>
          </NativeSelect>
        )}
      </FormField>
      <Controller
        control={form.control}
        name="tags"
        render={({ field }) => <TagInput value={field.value} onChange={field.onChange} />}
      />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone} disabled={isPending}>
          Annuler
        </Button>
        <Button type="submit" disabled={isPending}>
          {isPending ? 'Enregistrement…' : document ? 'Enregistrer' : 'Créer le document'}
        </Button>
      </DialogFooter>
    </form>
  );
}
