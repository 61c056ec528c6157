import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  GOAL_PRIORITIES,
  GOAL_PRIORITY_LABELS,
  GOAL_STATUSES,
  GOAL_STATUS_LABELS,
  goalMessages,
  type TGoalInput,
} from '@praxis/shared/patients/schemas';
import { todayIso } from '@praxis/shared/patients/rules';
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
import { submitOwnForm } from './submit-own-form';
import {
  GOAL_FIELDS,
  goalFormSchema,
  goalFormValues,
  type GoalFormValues,
} from './goal-form-values';

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
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{isEdit ? goalMessages.editTitle : goalMessages.newTitle}</DialogTitle>
          <DialogDescription>
            Un objectif précis, une échéance et un avancement pour suivre la prise en charge.
          </DialogDescription>
        </DialogHeader>
        <GoalForm
          key={goal?.id ?? 'new'}
          goal={goal}
          onSubmit={onSubmit}
          onDone={() => onOpenChange(false)}
        />
      </DialogContent>
    </Dialog>
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
  const [saveError, setSaveError] = useState<string>();
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

  const submit = form.handleSubmit(async (values) => {
    setSaveError(undefined);
    try {
      await onSubmit(values);
      onDone();
    } catch (error) {
      const isOnField = applyFieldErrors(error, form.setError, GOAL_FIELDS);
      setSaveError(isOnField ? undefined : (serverMessage(error) ?? goalMessages.saveFailed));
    }
  });

  return (
    <form onSubmit={(event) => submitOwnForm(event, submit)} noValidate className="grid gap-4">
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
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone} disabled={isSubmitting}>
          Annuler
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Enregistrement…' : isEdit ? 'Enregistrer' : "Ajouter l'objectif"}
        </Button>
      </DialogFooter>
    </form>
  );
}
