import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import type { NewPatientWizard } from './use-new-patient-wizard';
import { stripPhone } from './wizard-values';

/** E-mail, phone and postal address. */
export function ContactTab({ wizard }: { wizard: NewPatientWizard }) {
  const { form, register } = wizard;
  const { errors } = form.formState;
  const phone = register('phoneNumber');
  return (
    <div className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="E-mail" error={errors.email?.message}>
          {(control) => (
            <Input {...control} type="email" autoComplete="off" {...register('email')} />
          )}
        </FormField>
        <FormField
          label="Téléphone"
          error={errors.phoneNumber?.message}
          hint="Chiffres et + uniquement."
        >
          {(control) => (
            <Input
              {...control}
              type="tel"
              inputMode="tel"
              autoComplete="off"
              placeholder="0612345678"
              {...phone}
              onChange={(event) => {
                event.target.value = stripPhone(event.target.value);
                return phone.onChange(event);
              }}
            />
          )}
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-[7rem_1fr]">
        <FormField label="Numéro" error={errors.addressNumber?.message}>
          {(control) => <Input {...control} {...register('addressNumber')} />}
        </FormField>
        <FormField label="Rue" error={errors.addressStreet?.message}>
          {(control) => <Input {...control} {...register('addressStreet')} />}
        </FormField>
      </div>
      <FormField label="Complément d'adresse" error={errors.addressComplement?.message}>
        {(control) => (
          <Input
            {...control}
            placeholder="Bâtiment, étage, lieu-dit…"
            {...register('addressComplement')}
          />
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
        <FormField label="Code postal" error={errors.postalCode?.message}>
          {(control) => <Input {...control} inputMode="numeric" {...register('postalCode')} />}
        </FormField>
        <FormField label="Ville" error={errors.city?.message}>
          {(control) => <Input {...control} {...register('city')} />}
        </FormField>
      </div>
    </div>
  );
}
