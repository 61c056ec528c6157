import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/utils';
import type { TEditFieldSpec } from '../../lib/patient-edit-sections';

export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-3 text-sm font-semibold text-muted-foreground">{title}</legend>
      {children}
    </fieldset>
  );
}

type EditFieldProps = Omit<TEditFieldSpec, 'name'> & {
  error?: string;
  registration: UseFormRegisterReturn;
};

/** One labelled field of the patient edit form, its message under it. */
export function EditField({
  label,
  error,
  registration,
  kind = 'text',
  options = [],
  optionLabels,
  emptyOption,
  wide = false,
  ...inputProps
}: EditFieldProps) {
  return (
    <FormField
      label={label}
      error={error}
      className={cn((wide || kind === 'textarea') && 'sm:col-span-2')}
    >
      {(control) =>
        kind === 'select' ? (
          <NativeSelect {...control} {...registration}>
            {emptyOption !== undefined ? <option value="">{emptyOption}</option> : null}
            {options.map((option) => (
              <option key={option} value={option}>
                {optionLabels?.[option] ?? option}
              </option>
            ))}
          </NativeSelect>
        ) : kind === 'textarea' ? (
          <Textarea {...control} rows={3} {...registration} />
        ) : (
          <Input {...control} type={kind} {...inputProps} {...registration} />
        )
      }
    </FormField>
  );
}
