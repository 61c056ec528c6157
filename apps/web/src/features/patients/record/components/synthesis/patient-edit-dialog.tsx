import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import {
  CIVILITES,
  FAMILY_STATUSES,
  GENDERS,
  PATIENT_STATUSES,
  PATIENT_STATUS_LABELS,
  isRealIsoDate,
  patientMessages,
  type TPatient,
} from '@praxis/shared/patients/schemas';
import { isMajorOn, todayIso } from '@praxis/shared/patients/rules';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormActions } from '@/features/settings/components/shared/form-actions';
import { formResolver } from '@/lib/form-resolver';
import { applyFieldErrors, serverMessage } from '@/lib/server-errors';
import { useUpdatePatient } from '../../../api/update-patient';
import {
  EDIT_TEXT_FIELDS,
  toEditValues,
  toPatientPatch,
  ZPatientEditForm,
  type TPatientEditOutput,
  type TPatientEditValues,
} from '../../lib/patient-edit-form';
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
    <Dialog open onOpenChange={(open) => !open && !update.isPending && onClose()}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Modifier les informations</DialogTitle>
          <DialogDescription>
            {patient.firstName} {patient.lastName} — les champs vides sont effacés du dossier.
          </DialogDescription>
        </DialogHeader>
        <form
          onSubmit={(event) => {
            event.stopPropagation();
            void submit(event);
          }}
          noValidate
          className="grid gap-6"
        >
          <FormSection title="Identité">
            <EditField
              label="Civilité"
              kind="select"
              options={CIVILITES}
              error={errorOf('civilite')}
              registration={field('civilite')}
            />
            <EditField
              label="Genre"
              kind="select"
              options={GENDERS}
              error={errorOf('gender')}
              registration={field('gender')}
            />
            <EditField
              label="Prénom"
              error={errorOf('firstName')}
              registration={field('firstName')}
              autoComplete="off"
            />
            <EditField
              label="Nom"
              error={errorOf('lastName')}
              registration={field('lastName')}
              autoComplete="off"
            />
            <EditField
              label="Date de naissance"
              kind="date"
              error={errorOf('dateOfBirth')}
              registration={field('dateOfBirth')}
              max={todayIso()}
            />
            <EditField
              label="Statut"
              kind="select"
              options={PATIENT_STATUSES}
              optionLabel={(s) => PATIENT_STATUS_LABELS[s]}
              error={errorOf('status')}
              registration={field('status')}
            />
            <EditField
              label="Situation familiale"
              kind="select"
              options={FAMILY_STATUSES}
              emptyOption="Non renseignée"
              error={errorOf('familyStatus')}
              registration={field('familyStatus')}
            />
            <EditField
              label="Profession"
              error={errorOf('profession')}
              registration={field('profession')}
            />
            <EditField
              label="Établissement scolaire"
              error={errorOf('schoolName')}
              registration={field('schoolName')}
            />
            <EditField
              label="Niveau scolaire"
              error={errorOf('schoolLevel')}
              registration={field('schoolLevel')}
            />
            {isMinor ? (
              <EditField
                label="Classe"
                error={errorOf('schoolClass')}
                registration={field('schoolClass')}
              />
            ) : null}
          </FormSection>
          <FormSection title="Contact et adresse">
            <EditField
              label="E-mail"
              kind="email"
              error={errorOf('email')}
              registration={field('email')}
            />
            <EditField
              label="Téléphone"
              kind="tel"
              error={errorOf('phoneNumber')}
              registration={field('phoneNumber')}
            />
            <EditField
              label="Numéro"
              error={errorOf('addressNumber')}
              registration={field('addressNumber')}
            />
            <EditField
              label="Rue"
              error={errorOf('addressStreet')}
              registration={field('addressStreet')}
            />
            <EditField
              label="Complément d’adresse"
              error={errorOf('addressComplement')}
              registration={field('addressComplement')}
            />
            <EditField
              label="Code postal"
              error={errorOf('postalCode')}
              registration={field('postalCode')}
            />
            <EditField label="Ville" error={errorOf('city')} registration={field('city')} />
          </FormSection>
          <FormSection title="Contexte médical">
            <EditField
              label="Prescripteur"
              error={errorOf('prescriber')}
              registration={field('prescriber')}
            />
            <EditField
              label="N° de sécurité sociale"
              error={errorOf('socialSecurityNumber')}
              registration={field('socialSecurityNumber')}
              inputMode="numeric"
            />
            <EditField
              label="Mutuelle"
              error={errorOf('insurance')}
              registration={field('insurance')}
            />
            <EditField
              label="Début du suivi"
              kind="date"
              error={errorOf('followupStartedAt')}
              registration={field('followupStartedAt')}
            />
            <EditField
              label="Anamnèse"
              kind="textarea"
              error={errorOf('anamnesis')}
              registration={field('anamnesis')}
              wide
            />
            <EditField
              label="Notes"
              kind="textarea"
              error={errorOf('notes')}
              registration={field('notes')}
              wide
            />
          </FormSection>
          <FormActions
            submitLabel="Enregistrer"
            isPending={update.isPending}
            onCancel={onClose}
            isCancelDisabledWhilePending
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
