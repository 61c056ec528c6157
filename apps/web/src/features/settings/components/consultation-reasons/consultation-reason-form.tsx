import { useForm } from 'react-hook-form';
import {
  ZConsultationReasonInput,
  type TConsultationReason,
  type TConsultationReasonInput,
} from '@praxis/shared/settings/schemas';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { formResolver } from '@/lib/form-resolver';
import { applyFieldErrors } from '@/lib/server-errors';
import { FormActions } from '@/components/form-actions';

type ReasonFormValues = { label: string; description: string };
const EMPTY: ReasonFormValues = { label: '', description: '' };

type ConsultationReasonFormProps = {
  reason?: TConsultationReason;
  submitLabel: string;
  pendingLabel: string;
  isPending: boolean;
  onSubmit: (input: TConsultationReasonInput) => Promise<unknown>;
  onCancel?: () => void;
};

/** Spec 2 §5.4. */
export function ConsultationReasonForm({
  reason,
  submitLabel,
  pendingLabel,
  isPending,
  onSubmit,
  onCancel,
}: ConsultationReasonFormProps) {
  const form = useForm<ReasonFormValues, unknown, TConsultationReasonInput>({
    resolver: formResolver(ZConsultationReasonInput),
    defaultValues: reason ? { label: reason.label, description: reason.description ?? '' } : EMPTY,
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (input) => {
    try {
      await onSubmit(input);
      if (!reason) form.reset(EMPTY);
    } catch (error) {
      applyFieldErrors(error, form.setError, ['label', 'description']);
    }
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <FormField label="Libellé" error={errors.label?.message}>
        {(field) => (
          <Input
            {...field}
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
        {(field) => <Textarea {...field} rows={2} {...form.register('description')} />}
      </FormField>
      <FormActions
        submitLabel={submitLabel}
        pendingLabel={pendingLabel}
        isPending={isPending}
        onCancel={onCancel}
      />
    </form>
  );
}
