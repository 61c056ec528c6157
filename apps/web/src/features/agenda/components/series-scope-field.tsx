import { SERIES_SCOPES, SERIES_SCOPE_LABELS, type TSeriesScope } from '@praxis/shared/appointments/series';

type SeriesScopeFieldProps = {
  value: TSeriesScope;
  onChange: (scope: TSeriesScope) => void;
  disabled?: boolean;
};

/** 'Appliquer à' for an appointment of a series (issue 17 §2): this one, or this one and the following. */
export function SeriesScopeField({ value, onChange, disabled = false }: SeriesScopeFieldProps) {
  return (
    <fieldset className="grid gap-2" disabled={disabled}>
      <legend className="mb-1 text-sm font-medium">Appliquer à</legend>
      {SERIES_SCOPES.map((scope) => (
        <label key={scope} className="flex items-center gap-2 text-sm">
          <input
            type="radio"
            name="series-scope"
            value={scope}
            checked={value === scope}
            onChange={() => onChange(scope)}
            className="accent-primary"
          />
          {SERIES_SCOPE_LABELS[scope]}
        </label>
      ))}
    </fieldset>
  );
}
