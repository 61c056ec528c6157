import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from '@/lib/toast';
import {
  RECOMMENDED_DELAYS,
  REMINDER_CHANNELS,
  REMINDER_CHANNEL_LABELS,
  ZReminderRuleInput,
  type TReminderRule,
  type TReminderRuleInput,
} from '@praxis/shared/settings/schemas';
import { FormError } from '@/components/form-error';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { formResolver } from '@/lib/form-resolver';
import { applyFieldErrors, serverMessage } from '@/lib/server-errors';
import { useCreateReminderRule } from '../../api/create-reminder-rule';
import { useAppointmentTypes } from '../../api/get-appointment-types';
import { useUpdateReminderRule } from '../../api/update-reminder-rule';
import { messageAfterChannelSwitch } from '../../lib/reminder-template';
import { RULE_FIELDS, ruleFormValues, type RuleFormValues } from '../../lib/reminder-rule-form';
import { FormActions } from '@/components/form-actions';
import { FormDialog } from '@/components/form-dialog';
import { ReminderMessageField } from './reminder-message-field';

type ReminderRuleDialogProps = { target: TReminderRule | 'new' | null; onClose: () => void };

export function ReminderRuleDialog({ target, onClose }: ReminderRuleDialogProps) {
  return (
    <FormDialog
      isOpen={target !== null}
      onClose={onClose}
      title={target === 'new' ? 'Nouvelle règle de rappel' : 'Modifier la règle de rappel'}
      description="Un rappel par type de séance et par canal, envoyé avant le rendez-vous."
      width="2xl"
    >
      {target ? (
        <ReminderRuleForm
          key={target === 'new' ? 'new' : target.id}
          rule={target === 'new' ? null : target}
          onDone={onClose}
        />
      ) : null}
    </FormDialog>
  );
}

function ReminderRuleForm({ rule, onDone }: { rule: TReminderRule | null; onDone: () => void }) {
  const types = useAppointmentTypes();
  const create = useCreateReminderRule();
  const update = useUpdateReminderRule();
  const [saveError, setSaveError] = useState<string>();
  const form = useForm<RuleFormValues, unknown, TReminderRuleInput>({
    resolver: formResolver(ZReminderRuleInput),
    defaultValues: ruleFormValues(rule),
  });
  const { errors } = form.formState;
  const isPending = create.isPending || update.isPending;
  const channel = useWatch({ control: form.control, name: 'channel' });

  const channelField = form.register('channel', {
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      const next = REMINDER_CHANNELS.find((c) => c === event.target.value);
      if (!next) return;
      const current = form.getValues('messageTemplate');
      form.setValue('messageTemplate', messageAfterChannelSwitch(current, next, rule === null));
    },
  });

  const onSubmit = form.handleSubmit((input) => {
    setSaveError(undefined);
    const onError = (error: unknown) => {
      const isOnField = applyFieldErrors(error, form.setError, RULE_FIELDS);
      // Said once: under its field when the server names one, otherwise above the form.
      setSaveError(isOnField ? undefined : serverMessage(error));
      toast.error('Erreur lors de la sauvegarde de la règle', {
        description: serverMessage(error),
      });
    };
    if (rule) {
      update.mutate(
        { id: rule.id, input },
        {
          onSuccess: () => {
            toast.success('Règle de rappel modifiée avec succès');
            onDone();
          },
          onError,
        },
      );
    } else {
      create.mutate(input, {
        onSuccess: () => {
          toast.success('Règle de rappel créée avec succès');
          onDone();
        },
        onError,
      });
    }
  });

  const recommended = RECOMMENDED_DELAYS.filter((r) => r.channel === channel);

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormError message={saveError} />
      <FormField label="Type de séance" error={errors.appointmentTypeId?.message}>
        {(field) => (
          <NativeSelect
            {...field}
            disabled={types.isPending}
            {...form.register('appointmentTypeId')}
          >
            <option value="">
              {types.isPending ? 'Chargement…' : 'Sélectionnez un type de séance'}
            </option>
            {types.data?.items.map((t) => (
              <option key={t.id} value={t.id}>
                {t.name} ({t.durationMinutes} min)
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>

      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">Canal</legend>
        <div className="flex gap-2">
          {REMINDER_CHANNELS.map((c) => (
            <label
              key={c}
              className="flex flex-1 cursor-pointer items-center gap-2 rounded-md border px-3 py-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/10 has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50"
            >
              <input type="radio" value={c} className="accent-primary" {...channelField} />
              {REMINDER_CHANNEL_LABELS[c]}
            </label>
          ))}
        </div>
      </fieldset>

      <div className="grid grid-cols-2 gap-3">
        <FormField label="Délai" error={errors.delay?.message}>
          {(field) => (
            <Input
              {...field}
              type="number"
              inputMode="numeric"
              min={1}
              {...form.register('delay')}
            />
          )}
        </FormField>
        <FormField label="Unité" error={errors.delayUnit?.message}>
          {(field) => (
            <NativeSelect {...field} {...form.register('delayUnit')}>
              <option value="hours">heures avant</option>
              <option value="days">jours avant</option>
            </NativeSelect>
          )}
        </FormField>
      </div>
      {recommended.length > 0 ? (
        <div className="flex flex-wrap items-center gap-2 text-xs">
          <span className="text-muted-foreground">Délais recommandés :</span>
          {recommended.map((r) => (
            <Button
              key={r.label}
              type="button"
              size="sm"
              variant="secondary"
              title={r.hint}
              onClick={() => {
                form.setValue('delay', String(r.delay), {
                  shouldValidate: form.formState.isSubmitted,
                });
                form.setValue('delayUnit', r.delayUnit);
              }}
            >
              {r.label}
            </Button>
          ))}
        </div>
      ) : null}

      <ReminderMessageField form={form} channel={channel} />

      <FormActions
        submitLabel={rule ? 'Enregistrer' : 'Créer la règle'}
        isPending={isPending}
        onCancel={onDone}
        isCancelDisabledWhilePending
      />
    </form>
  );
}
