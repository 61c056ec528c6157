import { useForm } from 'react-hook-form';
import {
  ZTrameTypeInput,
  type TTrameType,
  type TTrameTypeInput,
} from '@praxis/shared/settings/schemas';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { formResolver } from '@/lib/form-resolver';
import { applyFieldErrors } from '@/lib/server-errors';
import { FormActions } from '@/components/form-actions';

type TrameTypeFormValues = { label: string; description: string; isBilan: boolean };

type TrameTypeFormProps = {
  trameType?: TTrameType;
  submitLabel: string;
  pendingLabel: string;
  isPending: boolean;
  onSubmit: (input: TTrameTypeInput) => Promise<unknown>;
  onCancel: () => void;
};

/** Spec 2 §5.5: errors clear as soon as the field is edited. */
export function TrameTypeForm({
  trameType,
  submitLabel,
  pendingLabel,
  isPending,
  onSubmit,
  onCancel,
}: TrameTypeFormProps) {
  const form = useForm<TrameTypeFormValues, unknown, TTrameTypeInput>({
    resolver: formResolver(ZTrameTypeInput),
    defaultValues: {
      label: trameType?.label ?? '',
      description: trameType?.description ?? '',
      isBilan: trameType?.isBilan ?? false,
    },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (input) => {
    try {
      await onSubmit(input);
    } catch (error) {
      applyFieldErrors(error, form.setError, ['label', 'description']);
    }
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <FormField label="Nom" error={errors.label?.message}>
        {(field) => (
          <Input
            {...field}
            placeholder="Ex. : Bilan psychomoteur"
            {...form.register('label', { onChange: () => form.clearErrors('label') })}
          />
        )}
      </FormField>
      <FormField label="Description" error={errors.description?.message}>
        {(field) => (
          <Textarea
            {...field}
            rows={3}
            {...form.register('description', { onChange: () => form.clearErrors('description') })}
          />
        )}
      </FormField>
      <div className="flex items-start gap-3 rounded-lg border p-3">
        <Checkbox id="trame-type-is-bilan" className="mt-0.5" {...form.register('isBilan')} />
        <div className="grid gap-1">
          <Label htmlFor="trame-type-is-bilan">Type bilan</Label>
          <p className="text-xs text-muted-foreground">
            Cochez pour un type de bilan psychomoteur (badge « Bilan »).
          </p>
        </div>
      </div>
      <FormActions
        submitLabel={submitLabel}
        pendingLabel={pendingLabel}
        isPending={isPending}
        onCancel={onCancel}
      />
    </form>
  );
}
