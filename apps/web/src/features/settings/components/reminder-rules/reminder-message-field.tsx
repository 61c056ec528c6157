import { useRef } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import {
  REMINDER_SAMPLE_VALUES,
  REMINDER_VARIABLES,
  renderReminder,
  type TReminderChannel,
  type TReminderRuleInput,
} from '@praxis/shared/settings/schemas';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import type { RuleFormValues } from '../../lib/reminder-rule-form';
import { insertAt } from '../../lib/reminder-template';

type ReminderMessageFieldProps = {
  form: UseFormReturn<RuleFormValues, unknown, TReminderRuleInput>;
  channel: TReminderChannel;
};

/** The message, the variables inserted at the caret, and the live preview with sample values. */
export function ReminderMessageField({ form, channel }: ReminderMessageFieldProps) {
  const messageRef = useRef<HTMLTextAreaElement | null>(null);
  const message = useWatch({ control: form.control, name: 'messageTemplate' });
  const { ref: messageFieldRef, ...messageField } = form.register('messageTemplate');
  const errors = form.formState.errors;
  const preview = renderReminder(message, REMINDER_SAMPLE_VALUES);

  const insertVariable = (variable: string) => {
    const el = messageRef.current;
    const current = form.getValues('messageTemplate');
    const { text, caret } = insertAt(
      current,
      variable,
      el?.selectionStart ?? null,
      el?.selectionEnd ?? null,
    );
    form.setValue('messageTemplate', text, {
      shouldDirty: true,
      shouldValidate: form.formState.isSubmitted,
    });
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(caret, caret);
    });
  };

  return (
    <>
      <FormField label="Message" error={errors.messageTemplate?.message}>
        {(field) => (
          <Textarea
            {...field}
            rows={channel === 'sms' ? 3 : 7}
            {...messageField}
            ref={(el) => {
              messageFieldRef(el);
              messageRef.current = el;
            }}
          />
        )}
      </FormField>
      <div className="grid gap-2">
        <p className="text-xs text-muted-foreground">Insérer une variable :</p>
        <div className="flex flex-wrap gap-1.5">
          {REMINDER_VARIABLES.map((v) => (
            <Button
              key={v}
              type="button"
              size="sm"
              variant="outline"
              className="font-mono"
              onClick={() => insertVariable(v)}
              aria-label={`Insérer ${v}`}
            >
              {v}
            </Button>
          ))}
        </div>
      </div>
      <section
        aria-label="Aperçu du message"
        className="grid gap-1 rounded-lg border bg-muted/40 p-3"
      >
        <p className="text-xs font-medium text-muted-foreground">Aperçu (valeurs d'exemple)</p>
        <p className="text-sm whitespace-pre-wrap">{preview || '—'}</p>
        {channel === 'sms' ? (
          <p className="text-xs text-muted-foreground">{preview.length} caractères</p>
        ) : null}
      </section>
    </>
  );
}
