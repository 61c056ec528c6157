import { useId, useState } from 'react';
import { NativeSelect } from '@/components/ui/native-select';
import {
  BIRTH_MONTHS,
  birthDays,
  birthYears,
  clampDay,
  composeBirthDate,
  splitBirthDate,
  type BirthDateParts,
} from './birth-date';

type BirthDateSelectProps = {
  value: string;
  onChange: (isoDate: string) => void;
  currentYear: number;
  error?: string;
};

/** Day, month (French names) and year (current year back to 1900) selectors (spec 1 §2). */
export function BirthDateSelect({ value, onChange, currentYear, error }: BirthDateSelectProps) {
  const id = useId();
  // The parts are kept apart: a day and a month without a year are not a date yet.
  const [parts, setParts] = useState<BirthDateParts>(() => splitBirthDate(value));
  const errorId = `${id}-error`;

  const change = (key: keyof BirthDateParts, next: string) => {
    const updated = clampDay({ ...parts, [key]: next });
    setParts(updated);
    onChange(composeBirthDate(updated));
  };

  const selectProps = {
    'aria-invalid': Boolean(error),
    'aria-describedby': error ? errorId : undefined,
  };

  return (
    <fieldset className="grid content-start gap-2">
      <legend className="mb-2 text-sm leading-none font-medium">Date de naissance</legend>
      <div className="grid grid-cols-[1fr_1.6fr_1.2fr] gap-2">
        <NativeSelect
          aria-label="Jour de naissance"
          value={parts.day}
          onChange={(e) => change('day', e.target.value)}
          {...selectProps}
        >
          <option value="">Jour</option>
          {birthDays(parts).map((d) => (
            <option key={d} value={String(d)}>
              {d}
            </option>
          ))}
        </NativeSelect>
        <NativeSelect
          aria-label="Mois de naissance"
          value={parts.month}
          onChange={(e) => change('month', e.target.value)}
          {...selectProps}
        >
          <option value="">Mois</option>
          {BIRTH_MONTHS.map((m) => (
            <option key={m.value} value={String(m.value)}>
              {m.label}
            </option>
          ))}
        </NativeSelect>
        <NativeSelect
          aria-label="Année de naissance"
          value={parts.year}
          onChange={(e) => change('year', e.target.value)}
          {...selectProps}
        >
          <option value="">Année</option>
          {birthYears(currentYear).map((y) => (
            <option key={y} value={String(y)}>
              {y}
            </option>
          ))}
        </NativeSelect>
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
