import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { APPOINTMENT_LOCATIONS, DURATION_MAX, DURATION_MIN, QUICK_TYPE_DEFAULT_DURATION } from '@praxis/shared/appointments/constants';
import { ZQuickAppointmentType } from '@praxis/shared/appointments/schemas';
import type { TAppointmentType } from '@praxis/shared/settings/schemas';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { useCreateAppointmentType } from '@/features/settings/api/create-appointment-type';
import { formResolver } from '@/lib/form-resolver';
import { applyFieldErrors } from '@/lib/server-errors';
import { failureMessage } from '../lib/failure-message';

type QuickTypeValues = { name: string; durationMinutes: string; location: string };
type QuickTypeOutput = {
  name: string;
  durationMinutes: number;
  location: (typeof APPOINTMENT_LOCATIONS)[number];
};

const CREATE_FAILED = 'Erreur lors de la création du type de séance';

type QuickTypeDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: (type: TAppointmentType) => void;
};

function QuickTypeForm({
  onDone,
  onCreated,
}: {
  onDone: () => void;
  onCreated: QuickTypeDialogProps['onCreated'];
}) {
  const createType = useCreateAppointmentType();
  const form = useForm<QuickTypeValues, unknown, QuickTypeOutput>({
    resolver: formResolver(ZQuickAppointmentType),
    defaultValues: {
      name: '',
      durationMinutes: String(QUICK_TYPE_DEFAULT_DURATION),
      location: 'Cabinet',
    },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (input) => {
    try {
      const type = await createType.mutateAsync(input);
      toast.success('Type de séance créé avec succès');
      onCreated(type);
      onDone();
    } catch (error) {
      if (!applyFieldErrors(error, form.setError, ['name', 'durationMinutes', 'location'])) {
        toast.error(failureMessage(error, CREATE_FAILED));
      }
    }
  });

  return (
    // The wizard's form surrounds this dialog in the React tree: stop the submit from bubbling to it.
    <form
      noValidate
      onSubmit={(e) => {
        e.stopPropagation();
        void submit(e);
      }}
      className="grid gap-4"
    >
      <FormField label="Nom" error={errors.name?.message}>
        {(control) => <Input autoFocus {...control} {...form.register('name')} />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Durée (minutes)" error={errors.durationMinutes?.message}>
          {(control) => (
            <Input
              type="number"
              inputMode="numeric"
              min={DURATION_MIN}
              max={DURATION_MAX}
              {...control}
              {...form.register('durationMinutes')}
            />
          )}
        </FormField>
        <FormField label="Lieu" error={errors.location?.message}>
          {(control) => (
            <NativeSelect {...control} {...form.register('location')}>
              {APPOINTMENT_LOCATIONS.map((l) => (
                <option key={l} value={l}>
                  {l}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      </div>
      <DialogFooter>
        <Button variant="outline" onClick={onDone} disabled={createType.isPending}>
          Annuler
        </Button>
        <Button type="submit" disabled={createType.isPending}>
          {createType.isPending ? 'Création…' : 'Créer le type'}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** Spec 2 §2.2, §5.2: create a session type without leaving the appointment dialog. */
export function QuickTypeDialog({ open, onOpenChange, onCreated }: QuickTypeDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Nouveau type de séance</DialogTitle>
          <DialogDescription>
            Le type créé est ajouté à vos types de séance et sélectionné pour ce rendez-vous.
          </DialogDescription>
        </DialogHeader>
        {open ? <QuickTypeForm onDone={() => onOpenChange(false)} onCreated={onCreated} /> : null}
      </DialogContent>
    </Dialog>
  );
}
