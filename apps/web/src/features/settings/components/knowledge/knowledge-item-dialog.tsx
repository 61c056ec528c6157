import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
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
import { useCreateKnowledgeItem } from '../../api/create-knowledge-item';
import { useUpdateKnowledgeItem } from '../../api/update-knowledge-item';
import { renamedWarning } from '../../lib/file-checks';
import { FileInputField } from '../files/file-input-field';
import { TagInput } from '../files/tag-input';

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
    <Dialog open={target !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{target === 'new' ? 'Nouvel élément' : "Modifier l'élément"}</DialogTitle>
          <DialogDescription>
            Exercices, protocoles et matériel que les assistants peuvent vous proposer.
          </DialogDescription>
        </DialogHeader>
        {target ? (
          <KnowledgeItemForm
            key={target === 'new' ? 'new' : target.id}
            item={target === 'new' ? null : target}
            onDone={onClose}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

/** Spec 2 §5.7: title required, file required on creation and never replaced on edit. */
function KnowledgeItemForm({ item, onDone }: { item: TKnowledgeItem | null; onDone: () => void }) {
  const create = useCreateKnowledgeItem();
  const update = useUpdateKnowledgeItem();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string>();
  const [progress, setProgress] = useState<UploadProgress | null>(null);
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
  const canSubmit = title.trim() !== '' && (item !== null || file !== null) && !isPending;

  const onError = (failure: string) => (error: unknown) => {
    setProgress(null);
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
    if (!file) {
      setFileError(fileMessages.required);
      return;
    }
    setProgress({ loaded: 0, total: file.size, percent: 0 });
    create.mutate(
      { input, file, onProgress: setProgress },
      {
        onSuccess: (created) => {
          toast.success('Élément créé avec succès');
          if (created.renamedFrom && created.file) {
            toast.warning(renamedWarning(created.file.fileName));
          }
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
        <p className="text-sm text-muted-foreground">
          Fichier :{' '}
          <span className="font-medium text-foreground">{item.file?.fileName ?? 'aucun'}</span> (le
          fichier ne peut pas être remplacé)
        </p>
      ) : (
        <FileInputField
          label="Fichier"
          extensions={PICKER_EXTENSIONS}
          file={file}
          error={fileError}
          hint={file ? undefined : fileMessages.required}
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
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone} disabled={isPending}>
          Annuler
        </Button>
        <Button type="submit" disabled={!canSubmit}>
          {isPending ? 'Enregistrement…' : item ? 'Enregistrer' : "Créer l'élément"}
        </Button>
      </DialogFooter>
    </form>
  );
}
