import { useId } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

type TypedConfirmationFieldProps = {
  label: string;
  /** Says what to type, e.g. 'Nom à saisir'. */
  hintLabel: string;
  expected: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'email';
};

/** An irreversible action's guard: the person types the patient's name or their address again. */
export function TypedConfirmationField({ label, hintLabel, expected, value, onChange, type = 'text' }: TypedConfirmationFieldProps) {
  const inputId = useId();
  const hintId = useId();
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={inputId}>{label}</Label>
      <p id={hintId} className="text-sm text-muted-foreground">
        {hintLabel} : <strong>{expected}</strong>
      </p>
      <Input
        id={inputId}
        type={type}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        autoComplete="off"
        aria-describedby={hintId}
      />
    </div>
  );
}
