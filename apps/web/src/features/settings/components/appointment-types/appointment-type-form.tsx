import { useForm } from 'react-hook-form';
import { APPOINTMENT_LOCATIONS } from '@praxis/shared/settings/locations';
import { ZAppointmentTypeInput, type TAppointmentType, type TAppointmentTypeInput } from '@praxis/shared/settings/schemas';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { formResolver } from '@/lib/form-resolver';
import { applyFieldErrors } from '@/lib/server-errors';
import { FormActions } from '@/components/form-actions';

type AppointmentTypeFormValues = {
  name: string;
  durationMinutes: string;
  location: string;
  description: string;
  tests: string;
  iaDescription: string;
};
const FIELDS = [
  'name',
  'durationMinutes',
  'location',
  'description',
  'tests',
  'iaDescription',
] as const;

const EMPTY: AppointmentTypeFormValues = {
  name: '',
  durationMinutes: '45',
  location: 'Cabinet',
  description: '',
  tests: '',
  iaDescription: '',
};

function toValues(type?: TAppointmentType): AppointmentTypeFormValues {
  if (!type) return EMPTY;
  return {
    name: type.name,
    durationMinutes: String(type.durationMinutes),
    location: type.location ?? '',
    description: type.description ?? '',
    tests: type.tests.join('\n'),
    iaDescription: type.iaDescription ?? '',
  };
}

type AppointmentTypeFormProps = {
  type?: TAppointmentType;
  submitLabel: string;
  pendingLabel: string;
  isPending: boolean;
  /** Resolves when saved (the form then resets), rejects with the server's error. */
  onSubmit: (input: TAppointmentTypeInput) => Promise<unknown>;
  onCancel?: () => void;
};

/** Spec 2 §5.3, with the shared schema the server parses too. */
export function AppointmentTypeForm({
  type,
  submitLabel,
  pendingLabel,
  isPending,
  onSubmit,
  onCancel,
}: AppointmentTypeFormProps) {
  const form = useForm<AppointmentTypeFormValues, unknown, TAppointmentTypeInput>({
    resolver: formResolver(ZAppointmentTypeInput),
    defaultValues: toValues(type),
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (input) => {
    try {
      await onSubmit(input);
      if (!type) form.reset(EMPTY);
    } catch (error) {
      applyFieldErrors(error, form.setError, FIELDS);
    }
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
      <FormField label="Nom" error={errors.name?.message} className="sm:col-span-2">
        {(field) => (
          <Input {...field} placeholder="Ex. : Bilan psychomoteur" {...form.register('name')} />
        )}
      </FormField>
      <FormField
        label="Durée (minutes)"
        error={errors.durationMinutes?.message}
        hint="Entre 1 et 480 minutes (8 heures maximum)"
      >
        {(field) => (
          <Input
            {...field}
            type="number"
            inputMode="numeric"
            min={1}
            max={480}
            {...form.register('durationMinutes')}
          />
        )}
      </FormField>
      <FormField label="Lieu" error={errors.location?.message}>
        {(field) => (
          <NativeSelect {...field} {...form.register('location')}>
            <option value="">Non précisé</option>
            {APPOINTMENT_LOCATIONS.map((l) => (
              <option key={l} value={l}>
                {l}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormField label="Description" error={errors.description?.message} className="sm:col-span-2">
        {(field) => <Textarea {...field} rows={2} {...form.register('description')} />}
      </FormField>
      <FormField
        label="Tests utilisés"
        error={errors.tests?.message}
        hint="Un test par ligne (ou séparés par des virgules)."
      >
        {(field) => <Textarea {...field} rows={3} {...form.register('tests')} />}
      </FormField>
      <FormField
        label="Instructions pour l'IA"
        error={errors.iaDescription?.message}
        hint="Utilisées lors de la génération de documents pour ce type de séance."
      >
        {(field) => <Textarea {...field} rows={3} {...form.register('iaDescription')} />}
      </FormField>
      <FormActions
        submitLabel={submitLabel}
        pendingLabel={pendingLabel}
        isPending={isPending}
        onCancel={onCancel}
        className="sm:col-span-2"
      />
    </form>
  );
}
