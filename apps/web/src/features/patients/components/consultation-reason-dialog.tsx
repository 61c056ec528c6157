import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import {
  ZConsultationReasonInput,
  type TConsultationReason,
  type TConsultationReasonInput,
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
import { Textarea } from '@/components/ui/textarea';
import { useCreateConsultationReason } from '@/features/settings/api/create-consultation-reason';
import { formResolver } from '@/lib/form-resolver';
import { applyFieldErrors, serverMessage } from '@/lib/server-errors';
import { submitOwnForm } from './submit-own-form';

// The same words as the settings list of reasons (spec 2 gives none).
export const REASON_CREATED = 'Motif créé avec succès';
export const REASON_CREATE_FAILED = 'Erreur lors de la création du motif';

type ConsultationReasonDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called with the saved reason, after which the dialog closes. */
  onCreated: (reason: TConsultationReason) => void;
};

/** 'Nouveau motif de consultation', reachable from the patient forms (spec 1 §2, §5). */
export function ConsultationReasonDialog({
  open,
  onOpenChange,
  onCreated,
}: ConsultationReasonDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Nouveau motif de consultation</DialogTitle>
          <DialogDescription>
            Le motif rejoint votre liste des motifs (Paramètres) et est choisi pour ce patient.
          </DialogDescription>
        </DialogHeader>
        <ReasonForm
          onCreated={(reason) => {
            onCreated(reason);
            onOpenChange(false);
          }}
          onCancel={() => onOpenChange(false)}
        />
      </DialogContent>
    </Dialog>
  );
}

type ReasonFormValues = { label: string; description: string };

function ReasonForm({
  onCreated,
  onCancel,
}: {
  onCreated: (reason: TConsultationReason) => void;
  onCancel: () => void;
}) {
  const create = useCreateConsultationReason();
  const [saveError, setSaveError] = useState<string>();
  const form = useForm<ReasonFormValues, unknown, TConsultationReasonInput>({
    resolver: formResolver(ZConsultationReasonInput),
    defaultValues: { label: '', description: '' },
    mode: 'onChange',
  });
  const { errors, isValid } = form.formState;

  const submit = form.handleSubmit(async (input) => {
    setSaveError(undefined);
    try {
      const reason = await create.mutateAsync(input);
      toast.success(REASON_CREATED);
      onCreated(reason);
    } catch (error) {
      const isOnField = applyFieldErrors(error, form.setError, ['label', 'description']);
      setSaveError(isOnField ? undefined : serverMessage(error));
      toast.error(REASON_CREATE_FAILED, { description: serverMessage(error) });
    }
  });

  return (
    <form onSubmit={(event) => submitOwnForm(event, submit)} noValidate className="grid gap-4">
      <FormError message={saveError} />
      <FormField label="Libellé" error={errors.label?.message}>
        {(control) => (
          <Input
            {...control}
            placeholder="Ex. : Troubles de l'attention"
            {...form.register('label')}
          />
        )}
      </FormField>
      <FormField
        label="Description"
        error={errors.description?.message}
        hint="Facultative, 500 caractères au plus."
      >
        {(control) => <Textarea {...control} rows={3} {...form.register('description')} />}
      </FormField>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel} disabled={create.isPending}>
          Annuler
        </Button>
        <Button type="submit" disabled={!isValid || create.isPending}>
          {create.isPending ? 'Création...' : 'Créer le motif'}
        </Button>
      </DialogFooter>
    </form>
  );
}
