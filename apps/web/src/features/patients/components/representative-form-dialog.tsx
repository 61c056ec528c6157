import { useForm, useWatch } from 'react-hook-form';
import { RELATIONS, RELATION_LABELS } from '@praxis/shared/patients/constants';
import { ZRepresentativeInput, type TRepresentativeInput } from '@praxis/shared/patients/schemas';
import { FormActions } from '@/components/form-actions';
import { FormDialog } from '@/components/form-dialog';
import { FormError } from '@/components/form-error';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { formResolver } from '@/lib/form-resolver';
import {
  REPRESENTATIVE_FIELDS,
  representativeFormValues,
  type RepresentativeFormValues,
} from './representative-form-values';
import { useDialogFormSubmit } from './use-dialog-form-submit';

type RepresentativeFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Absent or null: 'Ajouter un représentant'; otherwise its values are edited. */
  representative?: (Partial<TRepresentativeInput> & { id?: string }) | null;
  /** Resolving closes the dialog; throwing keeps it open with the message (the caller toasts). */
  onSubmit: (values: TRepresentativeInput) => Promise<void> | void;
  /** False: 'Représentant principal' is shown as it is but cannot be changed. */
  canBePrimaryToggle?: boolean;
};

/** Add or edit a legal representative (spec 1 §5 Representative). */
export function RepresentativeFormDialog({
  open,
  onOpenChange,
  representative,
  onSubmit,
  canBePrimaryToggle = true,
}: RepresentativeFormDialogProps) {
  const isEdit = Boolean(representative?.id);
  return (
    <FormDialog
      isOpen={open}
      onClose={() => onOpenChange(false)}
      title={isEdit ? 'Modifier le représentant' : 'Ajouter un représentant'}
      description="Personne légalement responsable du patient, jointe pour les rendez-vous et les comptes rendus."
      width="xl"
    >
      <RepresentativeForm
        key={representative?.id ?? 'new'}
        representative={representative}
        onSubmit={onSubmit}
        onDone={() => onOpenChange(false)}
        canBePrimaryToggle={canBePrimaryToggle}
        submitLabel={isEdit ? 'Enregistrer' : 'Ajouter'}
      />
    </FormDialog>
  );
}

type RepresentativeFormProps = {
  representative: RepresentativeFormDialogProps['representative'];
  onSubmit: RepresentativeFormDialogProps['onSubmit'];
  onDone: () => void;
  canBePrimaryToggle: boolean;
  submitLabel: string;
};

function RepresentativeForm({
  representative,
  onSubmit,
  onDone,
  canBePrimaryToggle,
  submitLabel,
}: RepresentativeFormProps) {
  const form = useForm<RepresentativeFormValues, unknown, TRepresentativeInput>({
    resolver: formResolver(ZRepresentativeInput),
    defaultValues: representativeFormValues(representative),
  });
  const { errors, isSubmitting } = form.formState;
  const relation = useWatch({ control: form.control, name: 'relation' });

  const { saveError, onFormSubmit } = useDialogFormSubmit({
    form,
    fields: REPRESENTATIVE_FIELDS,
    onSubmit,
    onDone,
    fallbackMessage: 'Erreur inconnue',
  });

  return (
    <form onSubmit={onFormSubmit} noValidate className="grid gap-4">
      <FormError message={saveError} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Prénom" error={errors.firstName?.message}>
          {(field) => <Input {...field} autoComplete="off" {...form.register('firstName')} />}
        </FormField>
        <FormField label="Nom" error={errors.lastName?.message}>
          {(field) => <Input {...field} autoComplete="off" {...form.register('lastName')} />}
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Relation" error={errors.relation?.message}>
          {(field) => (
            <NativeSelect {...field} {...form.register('relation')}>
              <option value="">Sélectionnez une relation</option>
              {RELATIONS.map((r) => (
                <option key={r} value={r}>
                  {RELATION_LABELS[r]}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        {relation === 'other' ? (
          <FormField label="Précisez la relation" error={errors.customRelation?.message}>
            {(field) => (
              <Input
                {...field}
                placeholder="Ex. : Oncle, famille d'accueil"
                {...form.register('customRelation')}
              />
            )}
          </FormField>
        ) : null}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="E-mail" error={errors.email?.message}>
          {(field) => (
            <Input {...field} type="email" autoComplete="off" {...form.register('email')} />
          )}
        </FormField>
        <FormField label="Téléphone" error={errors.phone?.message}>
          {(field) => (
            <Input {...field} type="tel" autoComplete="off" {...form.register('phone')} />
          )}
        </FormField>
      </div>
      <label className="flex items-start gap-3 rounded-md border p-3 text-sm">
        {canBePrimaryToggle ? (
          <Checkbox className="mt-0.5" {...form.register('isPrimary')} />
        ) : (
          // Not registered: a disabled input would be submitted as absent, not as its value.
          <Checkbox className="mt-0.5" disabled checked={form.getValues('isPrimary')} readOnly />
        )}
        <span className="grid gap-1">
          <span className="font-medium">Représentant principal</span>
          <span className="text-xs text-muted-foreground">
            {canBePrimaryToggle
              ? 'Contact privilégié ; un seul représentant principal par patient.'
              : 'Le premier représentant ajouté est le représentant principal.'}
          </span>
        </span>
      </label>
      <FormActions
        submitLabel={submitLabel}
        isPending={isSubmitting}
        onCancel={onDone}
        isCancelDisabledWhilePending
      />
    </form>
  );
}
