import { ChevronLeft, ChevronRight, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { appointmentMessages } from '@praxis/shared/appointments/constants';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { useAppointmentTypes } from '@/features/settings/api/get-appointment-types';
import { formResolver } from '@/lib/form-resolver';
import { useCreateAppointment } from '../../api/create-appointment';
import { useUpdateAppointment } from '../../api/update-appointment';
import { createdToast, patientName } from '../../lib/appointment-text';
import { bookableTypes } from '../../lib/appointment-types';
import {
  SCHEDULE_FIELDS,
  ZWizardForm,
  initialWizardStep,
  initialWizardValues,
  toCreateInput,
  toEditPatch,
  type TWizardOpening,
  type TWizardOutput,
  type TWizardStep,
  type TWizardValues,
} from '../../lib/wizard-form';
import { DeleteAppointmentDialog } from '../delete-appointment-dialog';
import { DetailsStep } from './details-step';
import { PatientStep } from './patient-step';
import { RepeatSection } from './repeat-section';
import { ReviewStep } from './review-step';
import { ScheduleStep } from './schedule-step';
import { StepList } from './step-list';
import { failureMessage } from '../../lib/failure-message';

/** The first appointment of a series: the wizard's values as a single creation would send them. */
function seriesFirst(values: TWizardValues) {
  const parsed = ZWizardForm.safeParse(values);
  return parsed.success ? toCreateInput(parsed.data) : null;
}

type AppointmentWizardProps = TWizardOpening & { onClose: () => void };

/** The four-step dialog body (spec 2 §2.2). Mounted on each opening, so closing resets it. */
export function AppointmentWizard({ onClose, ...opening }: AppointmentWizardProps) {
  const { appointment, preselectedPatient } = opening;
  const isEdit = Boolean(appointment);
  const [step, setStep] = useState<TWizardStep>(() => initialWizardStep(opening));
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [isDeleteOpen, setDeleteOpen] = useState(false);
  const [isRepeating, setRepeating] = useState(false);
  const form = useForm<TWizardValues, unknown, TWizardOutput>({
    resolver: formResolver(ZWizardForm),
    defaultValues: initialWizardValues(opening),
  });
  const typesQuery = useAppointmentTypes();
  const types = bookableTypes(typesQuery.data?.items);
  const create = useCreateAppointment();
  const update = useUpdateAppointment();
  const isPending = create.isPending || update.isPending;
  const patient = useWatch({ control: form.control, name: 'patient' });
  const typeId = useWatch({ control: form.control, name: 'appointmentTypeId' });
  const typeName =
    types.find((t) => t.id === typeId)?.name ??
    (appointment?.appointmentType.id === typeId ? appointment.appointmentType.name : undefined);

  const goTo = (target: TWizardStep) => {
    setSubmitError(null);
    setStep(target);
  };
  const next = async () => {
    if (step === 2 && !(await form.trigger([...SCHEDULE_FIELDS], { shouldFocus: true }))) return;
    goTo((step + 1) as TWizardStep);
  };

  const save = async (values: TWizardOutput) => {
    setSubmitError(null);
    try {
      if (appointment) {
        await update.mutateAsync({ id: appointment.id, patch: toEditPatch(values) });
        toast.success(appointmentMessages.updated);
      } else {
        const created = await create.mutateAsync(toCreateInput(values, opening.waitingListEntryId));
        toast.success(createdToast(created.startsAt, created.patient));
      }
      onClose();
    } catch (error) {
      const message = failureMessage(
        error,
        isEdit ? appointmentMessages.updateFailed : appointmentMessages.createFailed,
      );
      setSubmitError(message);
      toast.error(message);
    }
  };
  // The final validation covers type, date and start time again (spec 2 §5.2).
  const submit = form.handleSubmit(save, () => setStep(2));

  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        if (step < 4) void next();
        else if (!isRepeating) void submit(e);
      }}
    >
      <DialogHeader>
        <DialogTitle>{isEdit ? 'Modifier le rendez-vous' : 'Nouveau rendez-vous'}</DialogTitle>
        <DialogDescription>{appointmentMessages.stepOf(step)}</DialogDescription>
      </DialogHeader>
      <StepList current={step} onGoTo={goTo} />
      {preselectedPatient && !isEdit && patient ? (
        <Alert>
          <AlertDescription>
            <p>
              {appointmentMessages.preselectedBanner}{' '}
              <strong className="text-foreground">{patientName(patient)}</strong>
            </p>
          </AlertDescription>
        </Alert>
      ) : null}
      <div className="min-h-56">
        {step === 1 ? (
          <PatientStep
            patient={patient}
            isLocked={isEdit}
            onChange={(p) => form.setValue('patient', p)}
          />
        ) : null}
        {step === 2 ? (
          <ScheduleStep
            form={form}
            types={types}
            isLoadingTypes={typesQuery.isPending}
            currentType={appointment?.appointmentType}
            currentLocation={appointment?.location}
          />
        ) : null}
        {step === 3 ? <DetailsStep form={form} /> : null}
        {step === 4 ? (
          <ReviewStep values={form.getValues()} typeName={typeName} onEdit={goTo} />
        ) : null}
        {step === 4 && !isEdit ? (
          <RepeatSection
            isRepeating={isRepeating}
            onRepeatingChange={setRepeating}
            first={seriesFirst(form.getValues())}
            onCreated={onClose}
          />
        ) : null}
      </div>
      {submitError ? (
        <Alert variant="destructive" role="alert">
          <AlertDescription>{submitError}</AlertDescription>
        </Alert>
      ) : null}
      <DialogFooter className="sm:justify-between">
        <div className="flex gap-2">
          {appointment ? (
            <Button
              variant="ghost"
              className="text-destructive hover:text-destructive"
              onClick={() => setDeleteOpen(true)}
              disabled={isPending}
            >
              <Trash2 aria-hidden="true" />
              Supprimer
            </Button>
          ) : null}
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row">
          <Button variant="outline" onClick={onClose} disabled={isPending}>
            Annuler
          </Button>
          {step > 1 ? (
            <Button
              variant="outline"
              onClick={() => goTo((step - 1) as TWizardStep)}
              disabled={isPending}
            >
              <ChevronLeft aria-hidden="true" />
              Précédent
            </Button>
          ) : null}
          {step === 4 && isRepeating ? null : step < 4 ? (
            <Button type="submit">
              Suivant
              <ChevronRight aria-hidden="true" />
            </Button>
          ) : (
            <Button type="submit" disabled={isPending}>
              {isPending ? 'Enregistrement…' : isEdit ? 'Enregistrer' : 'Créer le rendez-vous'}
            </Button>
          )}
        </div>
      </DialogFooter>
      {appointment ? (
        <DeleteAppointmentDialog
          appointmentId={appointment.id}
          seriesId={appointment.seriesId}
          open={isDeleteOpen}
          onOpenChange={setDeleteOpen}
          onDeleted={onClose}
        />
      ) : null}
    </form>
  );
}
