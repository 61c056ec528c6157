import type { ComponentProps } from 'react';
import { APPOINTMENT_LOCATIONS } from '@praxis/shared/appointments/constants';
import { NativeSelect } from '@/components/ui/native-select';

type LocationSelectProps = ComponentProps<typeof NativeSelect> & {
  /** A stored location outside the usual three stays selectable. */
  current?: string | null;
};

/** Cabinet, Domicile, Téléconsultation (spec 2 §2.2), or nothing. */
export function LocationSelect({ current, ...props }: LocationSelectProps) {
  const isOther = Boolean(current) && !APPOINTMENT_LOCATIONS.some((l) => l === current);
  return (
    <NativeSelect {...props}>
      <option value="">Non précisé</option>
      {APPOINTMENT_LOCATIONS.map((l) => (
        <option key={l} value={l}>
          {l}
        </option>
      ))}
      {isOther && current ? <option value={current}>{current}</option> : null}
    </NativeSelect>
  );
}
