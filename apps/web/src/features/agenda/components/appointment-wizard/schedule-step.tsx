import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { DURATION_MAX, DURATION_MIN, appointmentMessages } from '@praxis/shared/appointments/constants';
import type { TAppointment } from '@praxis/shared/appointments/schemas';
import type { TAppointmentType } from '@praxis/shared/settings/schemas';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { plannedEnd } from '../../lib/instants';
import type { TWizardOutput, TWizardValues } from '../../lib/wizard-form';
import { LocationSelect } from '../location-select';
import { QuickTypeDialog } from '../quick-type-dialog';

type ScheduleStepProps = {
  form: UseFormReturn<TWizardValues, unknown, TWizardOutput>;
  types: TAppointmentType[];
  isLoadingTypes: boolean;
  /** In edit mode the current type stays listed even if it was deactivated since. */
  currentType?: TAppointment['appointmentType'];
  /** The location stored on the appointment being edited. */
  currentLocation?: string | null;
};

/** Spec 2 §2.2: a type pre-fills the duration, and the location and title when still empty. */
function applyType(
  form: ScheduleStepProps['form'],
  type: Pick<TAppointmentType, 'durationMinutes' | 'location' | 'name'>,
) {
  form.setValue('durationMinutes', String(type.durationMinutes), {
    shouldValidate: form.formState.isSubmitted,
  });
  if (!form.getValues('location').trim() && type.location) form.setValue('location', type.location);
  if (!form.getValues('title').trim()) form.setValue('title', type.name);
}

export function ScheduleStep({
  form,
  types,
  isLoadingTypes,
  currentType,
  currentLocation,
}: ScheduleStepProps) {
  const [isQuickTypeOpen, setQuickTypeOpen] = useState(false);
  const { errors } = form.formState;
  const [date, startTime, duration] = useWatch({
    control: form.control,
    name: ['date', 'startTime', 'durationMinutes'],
  });
  const end = plannedEnd(date, startTime, Number(duration));
  const [createdType, setCreatedType] = useState<TAppointmentType | null>(null);
  const extra = [currentType, createdType].filter(
    (t): t is NonNullable<typeof t> => Boolean(t) && !types.some((listed) => listed.id === t?.id),
  );
  const listed = [...extra.map((t) => ({ id: t.id, name: t.name })), ...types];

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField
        label="Type de séance"
        error={errors.appointmentTypeId?.message}
        className="sm:col-span-2"
      >
        {(control) => (
          <div className="flex flex-col gap-2 sm:flex-row">
            {/* Controlled, so that a type created on the spot is selected once its option exists. */}
            <Controller
              control={form.control}
              name="appointmentTypeId"
              render={({ field }) => (
                <NativeSelect
                  {...control}
                  ref={field.ref}
                  name={field.name}
                  value={field.value}
                  onBlur={field.onBlur}
                  disabled={isLoadingTypes}
                  onChange={(e) => {
                    field.onChange(e.target.value);
                    const type = types.find((t) => t.id === e.target.value);
                    if (type) applyType(form, type);
                  }}
                >
                  <option value="">
                    {isLoadingTypes ? 'Chargement…' : 'Sélectionnez un type'}
                  </option>
                  {listed.map((t) => (
                    <option key={t.id} value={t.id}>
                      {t.name}
                    </option>
                  ))}
                </NativeSelect>
              )}
            />
            <Button variant="outline" onClick={() => setQuickTypeOpen(true)}>
              <Plus aria-hidden="true" />
              Nouveau type
            </Button>
          </div>
        )}
      </FormField>
      <FormField label="Date" error={errors.date?.message}>
        {(control) => <Input type="date" {...control} {...form.register('date')} />}
      </FormField>
      <FormField label="Heure de début" error={errors.startTime?.message}>
        {(control) => <Input type="time" {...control} {...form.register('startTime')} />}
      </FormField>
      <FormField
        label="Durée (minutes)"
        error={errors.durationMinutes?.message}
        hint={appointmentMessages.durationHint}
      >
        {(control) => (
          <Input
            type="number"
            inputMode="numeric"
            min={DURATION_MIN}
            max={DURATION_MAX}
            step={1}
            {...control}
            {...form.register('durationMinutes')}
          />
        )}
      </FormField>
      <FormField label="Lieu">
        {(control) => (
          <LocationSelect current={currentLocation} {...control} {...form.register('location')} />
        )}
      </FormField>
      <p className="text-sm text-muted-foreground sm:col-span-2" aria-live="polite">
        Fin prévue :{' '}
        <span className="font-medium text-foreground tabular-nums">{end ?? '--:--'}</span>
      </p>
      <QuickTypeDialog
        open={isQuickTypeOpen}
        onOpenChange={setQuickTypeOpen}
        onCreated={(type) => {
          setCreatedType(type);
          form.setValue('appointmentTypeId', type.id, { shouldValidate: true });
          applyType(form, type);
        }}
      />
    </div>
  );
}
