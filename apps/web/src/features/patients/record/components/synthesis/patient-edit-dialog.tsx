import { useForm, useWatch } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { patientMessages } from '@praxis/shared/patients/constants';
import { isRealIsoDate, type TPatient } from '@praxis/shared/patients/schemas';
import { isMajorOn, todayIso } from '@praxis/shared/patients/rules';
import { FormActions } from '@/components/form-actions';
import { FormDialog } from '@/components/form-dialog';
import { formResolver } from '@/lib/form-resolver';
import { applyFieldErrors, serverMessage } from '@/lib/server-errors';
import { useUpdatePatient } from '../../../api/update-patient';
import { submitOwnForm } from '../../../components/submit-own-form';
import {
  EDIT_TEXT_FIELDS,
  toEditValues,
  toPatientPatch,
  ZPatientEditForm,
  type TPatientEditOutput,
  type TPatientEditValues,
} from '../../lib/patient-edit-form';
import { patientEditSections } from '../../lib/patient-edit-sections';
import { EditField, FormSection } from './edit-fields';

const FORM_FIELDS = [
  'firstName',
  'lastName',
  'dateOfBirth',
  'civilite',
  'gender',
  'status',
  ...EDIT_TEXT_FIELDS,
] as const;

type PatientEditDialogProps = { patient: TPatient; onClose: () => void };

/** Spec 1 §5 'Patient edit': each error clears as soon as its field is edited. */
export function PatientEditDialog({ patient, onClose }: PatientEditDialogProps) {
  const update = useUpdatePatient();
  const form = useForm<TPatientEditValues, unknown, TPatientEditOutput>({
    resolver: formResolver(ZPatientEditForm),
    defaultValues: toEditValues(patient),
    reValidateMode: 'onSubmit',
  });
  const dateOfBirth = useWatch({ control: form.control, name: 'dateOfBirth' });
  const isMinor = isRealIsoDate(dateOfBirth) && !isMajorOn(dateOfBirth, todayIso());

  const submit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync({ id: patient.id, patch: toPatientPatch(values, patient, isMinor) });
      toast.success(patientMessages.updated);
      onClose();
    } catch (error) {
      applyFieldErrors(error, form.setError, FORM_FIELDS);
      toast.error(patientMessages.updateFailed, { description: serverMessage(error) });
    }
  });

  const field = (name: (typeof FORM_FIELDS)[number]) => ({
    ...form.register(name, { onChange: () => form.clearErrors(name) }),
  });
  const errorOf = (name: (typeof FORM_FIELDS)[number]) => form.formState.errors[name]?.message;

  return (
    <FormDialog
      isOpen
      onClose={() => {
        if (!update.isPending) onClose();
      }}
      title="Modifier les informations"
      description={
        <>
          {patient.firstName} {patient.lastName} — les champs vides sont effacés du dossier.
        </>
      }
      width="2xl"
    >
      <form onSubmit={(event) => submitOwnForm(event, submit)} noValidate className="grid gap-6">
        {patientEditSections(isMinor, todayIso()).map((section) => (
          <FormSection key={section.title} title={section.title}>
            {section.fields.map(({ name, ...spec }) => (
              <EditField key={name} {...spec} error={errorOf(name)} registration={field(name)} />
            ))}
          </FormSection>
        ))}
        <FormActions
          submitLabel="Enregistrer"
          isPending={update.isPending}
          onCancel={onClose}
          isCancelDisabledWhilePending
        />
      </form>
    </FormDialog>
  );
}
