import { useForm } from 'react-hook-form';
import {
  ZInstructionInput,
  type TInstruction,
  type TInstructionInput,
} from '@praxis/shared/patients/schemas';
import { FormError } from '@/components/form-error';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { FormActions } from '@/components/form-actions';
import { formResolver } from '@/lib/form-resolver';
import { applyFieldErrors, serverMessage } from '@/lib/server-errors';
import { useState } from 'react';

type Values = { title: string; content: string; category: string };

type InstructionDialogProps = {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  instruction: TInstruction | null;
  /** Resolving closes the dialog; throwing keeps it open (the caller toasts). */
  onSubmit: (input: TInstructionInput) => Promise<void>;
};

export const CATEGORY_SUGGESTIONS = [
  'Médication',
  'Exercice',
  'Rééducation',
  'Conseil',
  'Attention',
];

/** Add or edit an instruction: title and content required, category optional (spec 1 §5). */
export function InstructionDialog({
  isOpen,
  onOpenChange,
  instruction,
  onSubmit,
}: InstructionDialogProps) {
  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>
            {instruction ? 'Modifier l’instruction' : 'Nouvelle instruction'}
          </DialogTitle>
          <DialogDescription>
            Une consigne pour le patient ou son entourage : traitement, exercice, conseil…
          </DialogDescription>
        </DialogHeader>
        <InstructionForm
          instruction={instruction}
          onSubmit={onSubmit}
          onCancel={() => onOpenChange(false)}
        />
      </DialogContent>
    </Dialog>
  );
}

type InstructionFormProps = {
  instruction: TInstruction | null;
  onSubmit: (input: TInstructionInput) => Promise<void>;
  onCancel: () => void;
};

function InstructionForm({ instruction, onSubmit, onCancel }: InstructionFormProps) {
  const [saveError, setSaveError] = useState<string>();
  const form = useForm<Values, unknown, TInstructionInput>({
    resolver: formResolver(ZInstructionInput),
    defaultValues: {
      title: instruction?.title ?? '',
      content: instruction?.content ?? '',
      category: instruction?.category ?? '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  // Spec 1 §5 gives one message for both fields: it is shown once, above them.
  const requiredError = errors.title?.message ?? errors.content?.message;

  const submit = form.handleSubmit(async (input) => {
    setSaveError(undefined);
    try {
      await onSubmit(input);
    } catch (error) {
      if (!applyFieldErrors(error, form.setError, ['title', 'content', 'category'])) {
        setSaveError(serverMessage(error));
      }
    }
  });

  return (
    <form
      onSubmit={(event) => {
        event.stopPropagation();
        void submit(event);
      }}
      noValidate
      className="grid gap-4"
    >
      {requiredError ? (
        <p role="alert" className="text-sm text-destructive">
          {requiredError}
        </p>
      ) : null}
      <FormError message={saveError} />
      <FormField label="Titre">
        {(field) => (
          <Input {...field} aria-invalid={Boolean(errors.title)} {...form.register('title')} />
        )}
      </FormField>
      <FormField label="Contenu">
        {(field) => (
          <Textarea
            {...field}
            rows={5}
            aria-invalid={Boolean(errors.content)}
            {...form.register('content')}
          />
        )}
      </FormField>
      <FormField
        label="Catégorie"
        error={errors.category?.message}
        hint="Facultative. Ex. : Médication, Exercice, Conseil."
      >
        {(field) => (
          <>
            <Input {...field} list="instruction-categories" {...form.register('category')} />
            <datalist id="instruction-categories">
              {CATEGORY_SUGGESTIONS.map((c) => (
                <option key={c} value={c} />
              ))}
            </datalist>
          </>
        )}
      </FormField>
      <FormActions
        submitLabel={instruction ? 'Enregistrer' : 'Ajouter'}
        isPending={isSubmitting}
        onCancel={onCancel}
        isCancelDisabledWhilePending
      />
    </form>
  );
}
