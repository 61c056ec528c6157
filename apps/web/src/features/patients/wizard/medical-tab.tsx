import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import type { TConsultationReason } from '@praxis/shared/settings/schemas';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { useConsultationReasons } from '@/features/settings/api/get-consultation-reasons';
import { ConsultationReasonDialog } from '../components/consultation-reason-dialog';
import type { NewPatientWizard } from './use-new-patient-wizard';

/** Consultation reason (with '+' to create one), prescriber, social security, history. */
export function MedicalTab({ wizard }: { wizard: NewPatientWizard }) {
  const { form, register } = wizard;
  const { errors } = form.formState;
  const [isReasonDialogOpen, setReasonDialogOpen] = useState(false);
  // The reason just created is offered at once, before the list comes back from the server.
  const [created, setCreated] = useState<TConsultationReason[]>([]);
  const reasons = useConsultationReasons();
  const listed = reasons.data?.items ?? [];
  const options = [...created.filter((c) => !listed.some((r) => r.id === c.id)), ...listed];

  return (
    <div className="grid gap-4">
      <div className="flex items-end gap-2">
        <Controller
          control={form.control}
          name="consultationReasonId"
          render={({ field, fieldState }) => (
            <FormField
              label="Motif de consultation"
              error={fieldState.error?.message}
              className="min-w-0 flex-1"
              hint={reasons.isError ? 'Impossible de charger les motifs.' : undefined}
            >
              {(control) => (
                <NativeSelect
                  {...control}
                  name={field.name}
                  ref={field.ref}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  disabled={reasons.isPending}
                >
                  <option value="">{reasons.isPending ? 'Chargement…' : 'Aucun motif'}</option>
                  {options.map((r) => (
                    <option key={r.id} value={r.id}>
                      {r.label}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </FormField>
          )}
        />
        <Button
          type="button"
          variant="outline"
          size="icon"
          className="size-10"
          aria-label="Nouveau motif de consultation"
          title="Nouveau motif de consultation"
          onClick={() => setReasonDialogOpen(true)}
        >
          <Plus aria-hidden="true" />
        </Button>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Prescripteur" error={errors.prescriber?.message}>
          {(control) => (
            <Input
              {...control}
              placeholder="Ex. : Dr Lemoine, pédiatre"
              {...register('prescriber')}
            />
          )}
        </FormField>
        <FormField label="Mutuelle" error={errors.insurance?.message}>
          {(control) => <Input {...control} {...register('insurance')} />}
        </FormField>
      </div>
      <FormField
        label="Numéro de sécurité sociale"
        error={errors.socialSecurityNumber?.message}
        hint="13 à 15 chiffres ; les espaces sont retirés."
      >
        {(control) => (
          <Input
            {...control}
            inputMode="numeric"
            autoComplete="off"
            {...register('socialSecurityNumber')}
          />
        )}
      </FormField>
      <FormField label="Anamnèse" error={errors.anamnesis?.message}>
        {(control) => <Textarea {...control} rows={4} {...register('anamnesis')} />}
      </FormField>
      <FormField label="Notes" error={errors.notes?.message}>
        {(control) => <Textarea {...control} rows={3} {...register('notes')} />}
      </FormField>
      <ConsultationReasonDialog
        open={isReasonDialogOpen}
        onOpenChange={setReasonDialogOpen}
        onCreated={(reason) => {
          setCreated((list) => [reason, ...list]);
          form.setValue('consultationReasonId', reason.id, { shouldDirty: true });
        }}
      />
    </div>
  );
}
