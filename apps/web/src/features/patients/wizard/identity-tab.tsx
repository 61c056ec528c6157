import { Controller } from 'react-hook-form';
import { CIVILITES, FAMILY_STATUSES, GENDERS } from '@praxis/shared/patients/constants';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { BirthDateSelect } from './birth-date-select';
import type { NewPatientWizard } from './use-new-patient-wizard';

/** Civilité, names, birth date, gender, family and work; school for minors only. */
export function IdentityTab({ wizard }: { wizard: NewPatientWizard }) {
  const { form, register } = wizard;
  const { errors } = form.formState;
  return (
    <div className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-[10rem_1fr_1fr]">
        <FormField label="Civilité" error={errors.civilite?.message}>
          {(control) => (
            <NativeSelect {...control} {...register('civilite')}>
              <option value="">Choisir…</option>
              {CIVILITES.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField label="Prénom" error={errors.firstName?.message}>
          {(control) => <Input {...control} autoComplete="off" {...register('firstName')} />}
        </FormField>
        <FormField label="Nom" error={errors.lastName?.message}>
          {(control) => <Input {...control} autoComplete="off" {...register('lastName')} />}
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-[1fr_12rem]">
        <Controller
          control={form.control}
          name="dateOfBirth"
          render={({ field, fieldState }) => (
            <BirthDateSelect
              value={field.value}
              currentYear={Number(wizard.today.slice(0, 4))}
              error={fieldState.error?.message}
              onChange={(value) => {
                field.onChange(value);
                if (fieldState.error) void form.trigger('dateOfBirth');
              }}
            />
          )}
        />
        <FormField label="Genre" error={errors.gender?.message}>
          {(control) => (
            <NativeSelect {...control} {...register('gender')}>
              <option value="">Choisir…</option>
              {GENDERS.map((g) => (
                <option key={g} value={g}>
                  {g}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Situation familiale" error={errors.familyStatus?.message}>
          {(control) => (
            <NativeSelect {...control} {...register('familyStatus')}>
              <option value="">Non renseignée</option>
              {FAMILY_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField label="Profession" error={errors.profession?.message}>
          {(control) => <Input {...control} {...register('profession')} />}
        </FormField>
      </div>
      {wizard.isMajor ? null : (
        <fieldset className="grid gap-4 rounded-lg border border-dashed p-4">
          <legend className="px-1 text-sm font-medium">Scolarité</legend>
          <div className="grid gap-4 sm:grid-cols-[2fr_1fr_1fr]">
            <FormField label="Établissement scolaire" error={errors.schoolName?.message}>
              {(control) => <Input {...control} {...register('schoolName')} />}
            </FormField>
            <FormField label="Niveau" error={errors.schoolLevel?.message}>
              {(control) => (
                <Input {...control} placeholder="Ex. : Primaire" {...register('schoolLevel')} />
              )}
            </FormField>
            <FormField label="Classe" error={errors.schoolClass?.message}>
              {(control) => (
                <Input {...control} placeholder="Ex. : CE2" {...register('schoolClass')} />
              )}
            </FormField>
          </div>
        </fieldset>
      )}
    </div>
  );
}
