import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { GOAL_PRIORITIES, GOAL_PRIORITY_LABELS, GOAL_STATUSES, GOAL_STATUS_LABELS, goalMessages } from '@praxis/shared/patients/constants';
import type { TGoalInput } from '@praxis/shared/patients/schemas';
import { todayIso } from '@praxis/shared/patients/rules';
import { FormActions } from '@/components/form-actions';
import { FormDialog } from '@/components/form-dialog';
import { FormError } from '@/components/form-error';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { formResolver } from '@/lib/form-resolver';
import {
  GOAL_FIELDS,
  goalFormSchema,
  goalFormValues,
  type GoalFormValues,
} from './goal-form-values';
import { useDialogFormSubmit } from './use-dialog-form-submit';

type GoalFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Absent or null: a new goal; otherwise its values are edited. */
  goal?: (TGoalInput & { id?: string }) | null;
  /** Resolving closes the dialog; throwing keeps it open with the message (the caller toasts). */
  onSubmit: (values: TGoalInput) => Promise<void> | void;
};

/** 'Nouvel objectif thérapeutique' / 'Modifier l'objectif' (spec 1 §5 Goal form). */
export function GoalFormDialog({ open, onOpenChange, goal, onSubmit }: GoalFormDialogProps) {
  const isEdit = Boolean(goal);
  return (
    <FormDialog
      isOpen={open}
      onClose={() => onOpenChange(false)}
      title={isEdit ? goalMessages.editTitle : goalMessages.newTitle}
      description="Un objectif précis, une échéance et un avancement pour suivre la prise en charge."
      width="xl"
    >
      <GoalForm
        key={goal?.id ?? 'new'}
        goal={goal}
        onSubmit={onSubmit}
        onDone={() => onOpenChange(false)}
      />
    </FormDialog>
  );
}

type GoalFormProps = {
  goal: GoalFormDialogProps['goal'];
  onSubmit: GoalFormDialogProps['onSubmit'];
  onDone: () => void;
};

function GoalForm({ goal, onSubmit, onDone }: GoalFormProps) {
  // Today in the browser, fixed while the dialog is open.
  const [today] = useState(() => todayIso());
  const [schema] = useState(() => goalFormSchema(today, goal?.targetDate));
  const form = useForm<GoalFormValues, unknown, TGoalInput>({
    resolver: formResolver(schema),
    defaultValues: goalFormValues(goal, today),
    // Spec 1 §5: a field's error clears as soon as the field is edited; the next submit checks again.
    reValidateMode: 'onSubmit',
  });
  const { errors, isSubmitting } = form.formState;
  const isEdit = Boolean(goal);
  const field = (name: keyof GoalFormValues) =>
    form.register(name, { onChange: () => form.clearErrors(name) });

  const { saveError, onFormSubmit } = useDialogFormSubmit({
    form,
    fields: GOAL_FIELDS,
    onSubmit,
    onDone,
    fallbackMessage: goalMessages.saveFailed,
  });

  return (
    <form onSubmit={onFormSubmit} noValidate className="grid gap-4">
      <FormError message={saveError} />
      <FormField label="Titre" error={errors.title?.message}>
        {(control) => (
          <Input {...control} placeholder="Ex. : Améliorer la motricité fine" {...field('title')} />
        )}
      </FormField>
      <FormField label="Description" error={errors.description?.message}>
        {(control) => <Textarea {...control} rows={3} {...field('description')} />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Date cible" error={errors.targetDate?.message}>
          {(control) => <Input {...control} type="date" {...field('targetDate')} />}
        </FormField>
        <FormField label="Priorité" error={errors.priority?.message}>
          {(control) => (
            <NativeSelect {...control} {...field('priority')}>
              {GOAL_PRIORITIES.map((p) => (
                <option key={p} value={p}>
                  {GOAL_PRIORITY_LABELS[p]}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label="Progression (%)"
          error={errors.progressPercentage?.message}
          hint="De 0 à 100."
        >
          {(control) => (
            <Input
              {...control}
              type="number"
              inputMode="numeric"
              min={0}
              max={100}
              step={1}
              {...field('progressPercentage')}
            />
          )}
        </FormField>
        {isEdit ? (
          <FormField label="Statut" error={errors.status?.message}>
            {(control) => (
              <NativeSelect {...control} {...field('status')}>
                {GOAL_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {GOAL_STATUS_LABELS[s]}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
        ) : null}
      </div>
      <FormField label="Notes" error={errors.notes?.message}>
        {(control) => <Textarea {...control} rows={2} {...field('notes')} />}
      </FormField>
      <FormActions
        submitLabel={isEdit ? 'Enregistrer' : "Ajouter l'objectif"}
        isPending={isSubmitting}
        onCancel={onDone}
        isCancelDisabledWhilePending
      />
    </form>
  );
}
