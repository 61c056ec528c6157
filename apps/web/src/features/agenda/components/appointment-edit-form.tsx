import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { APPOINTMENT_STATUSES, APPOINTMENT_STATUS_LABELS, ATTENDANCE_LABELS, ATTENDANCE_STATUSES, appointmentMessages } from '@praxis/shared/appointments/constants';
import type { TAppointment } from '@praxis/shared/appointments/schemas';
import type { TSeriesScope } from '@praxis/shared/appointments/series';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { useAppointmentTypes } from '@/features/settings/api/get-appointment-types';
import { formResolver } from '@/lib/form-resolver';
import { useUpdateAppointment } from '../api/update-appointment';
import { appointmentPatientLabel } from '../lib/appointment-text';
import { bookableTypes } from '../lib/appointment-types';
import {
  ZAppointmentEditForm,
  editValues,
  toPatch,
  type TAppointmentEditOutput,
  type TAppointmentEditValues,
} from '../lib/edit-form';
import { LocationSelect } from './location-select';
import { SeriesScopeField } from './series-scope-field';
import { failureMessage } from '../lib/failure-message';

type AppointmentEditFormProps = {
  appointment: TAppointment;
  onSaved: (appointment: TAppointment) => void;
  onCancel: () => void;
};

/** Spec 2 §2.3 edit mode: the patient is shown and cannot be changed. */
export function AppointmentEditForm({ appointment, onSaved, onCancel }: AppointmentEditFormProps) {
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [scope, setScope] = useState<TSeriesScope>('this');
  const update = useUpdateAppointment();
  const typesQuery = useAppointmentTypes();
  const types = bookableTypes(typesQuery.data?.items);
  const listed = types.some((t) => t.id === appointment.appointmentType.id)
    ? types
    : [appointment.appointmentType, ...types];
  const form = useForm<TAppointmentEditValues, unknown, TAppointmentEditOutput>({
    resolver: formResolver(ZAppointmentEditForm),
    defaultValues: editValues(appointment),
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setSubmitError(null);
    try {
      const saved = await update.mutateAsync({ id: appointment.id, patch: toPatch(values), scope });
      toast.success(appointmentMessages.updated);
      onSaved(saved);
    } catch (error) {
      const message = failureMessage(error, appointmentMessages.updateFailed);
      setSubmitError(message);
      toast.error(message);
    }
  });

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="grid gap-4">
      <div className="rounded-lg border bg-muted/40 px-3 py-2 text-sm">
        <span className="text-muted-foreground">Patient : </span>
        <span className="font-medium">{appointmentPatientLabel(appointment)}</span>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label="Type de séance"
          error={errors.appointmentTypeId?.message}
          className="sm:col-span-2"
        >
          {(control) => (
            <NativeSelect {...control} {...form.register('appointmentTypeId')}>
              <option value="">Sélectionnez un type</option>
              {listed.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.name}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField label="Date" error={errors.date?.message} className="sm:col-span-2">
          {(control) => <Input type="date" {...control} {...form.register('date')} />}
        </FormField>
        <FormField label="Début" error={errors.startTime?.message}>
          {(control) => <Input type="time" {...control} {...form.register('startTime')} />}
        </FormField>
        <FormField label="Fin" error={errors.endTime?.message}>
          {(control) => <Input type="time" {...control} {...form.register('endTime')} />}
        </FormField>
        <FormField label="Statut">
          {(control) => (
            <NativeSelect {...control} {...form.register('status')}>
              {APPOINTMENT_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {APPOINTMENT_STATUS_LABELS[s]}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField label="Présence">
          {(control) => (
            <NativeSelect {...control} {...form.register('attendanceStatus')}>
              <option value="">Non renseignée</option>
              {ATTENDANCE_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {ATTENDANCE_LABELS[s]}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField label="Lieu" className="sm:col-span-2">
          {(control) => (
            <LocationSelect
              current={appointment.location}
              {...control}
              {...form.register('location')}
            />
          )}
        </FormField>
        <FormField label="Notes" className="sm:col-span-2">
          {(control) => <Textarea rows={4} {...control} {...form.register('notes')} />}
        </FormField>
      </div>
      {appointment.seriesId ? <SeriesScopeField value={scope} onChange={setScope} /> : null}
      {submitError ? (
        <Alert variant="destructive" role="alert">
          <AlertDescription>{submitError}</AlertDescription>
        </Alert>
      ) : null}
      <DialogFooter>
        <Button variant="outline" onClick={onCancel} disabled={update.isPending}>
          Annuler
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Enregistrement…' : 'Enregistrer'}
        </Button>
      </DialogFooter>
    </form>
  );
}
