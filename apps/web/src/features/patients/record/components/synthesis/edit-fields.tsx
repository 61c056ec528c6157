import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/utils';

export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-3 text-sm font-semibold text-muted-foreground">{title}</legend>
      {children}
    </fieldset>
  );
}

type EditFieldProps<TOption extends string> = {
  label: string;
  error?: string;
  registration: UseFormRegisterReturn;
  kind?: 'text' | 'email' | 'tel' | 'date' | 'select' | 'textarea';
  options?: readonly TOption[];
  optionLabel?: (option: TOption) => string;
  /** A first choice meaning 'none' (value ''). */
  emptyOption?: string;
  /** Spans both columns. */
  wide?: boolean;
  max?: string;
  autoComplete?: string;
  inputMode?: 'numeric' | 'tel' | 'email';
};

/** One labelled field of the patient edit form, its message under it. */
export function EditField<TOption extends string>({
  label,
  error,
  registration,
  kind = 'text',
  options = [],
  optionLabel = (o) => o,
  emptyOption,
  wide = false,
  ...inputProps
}: EditFieldProps<TOption>) {
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
                {optionLabel(option)}
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
