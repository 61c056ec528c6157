import type { UseFormReturn } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import type { TWizardOutput, TWizardValues } from '../../lib/wizard-form';

type DetailsStepProps = { form: UseFormReturn<TWizardValues, unknown, TWizardOutput> };

/** Step 3: title and notes; the title only helps the practitioner while filling in (spec 2 §2.2). */
export function DetailsStep({ form }: DetailsStepProps) {
  return (
    <div className="grid gap-4">
      <FormField label="Titre" hint="Aide à la saisie, non enregistré avec le rendez-vous.">
        {(control) => <Input autoComplete="off" {...control} {...form.register('title')} />}
      </FormField>
      <FormField label="Notes">
        {(control) => <Textarea rows={5} {...control} {...form.register('notes')} />}
      </FormField>
    </div>
  );
}
