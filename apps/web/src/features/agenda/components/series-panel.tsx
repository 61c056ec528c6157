import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from '@/lib/toast';
import type { TAppointmentInput } from '@praxis/shared/appointments/schemas';
import {
  HOLIDAY_ZONES,
  SERIES_FREQUENCIES,
  SERIES_FREQUENCY_LABELS,
  seriesMessages,
  type TSeriesInput,
} from '@praxis/shared/appointments/series';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { useCreateSeries } from '../api/create-series';
import { useSeriesPreview } from '../api/preview-series';
import { longDate, timeRange } from '../lib/appointment-text';
import { failureMessage } from '../lib/failure-message';
import {
  rememberZone,
  rememberedZone,
  seriesRuleOf,
  type TSeriesFormValues,
} from '../lib/series-form';

type SeriesPanelProps = {
  /** The first appointment, as the wizard would create it alone. */
  first: TAppointmentInput;
  onCreated: () => void;
};

/**
 * 'Répéter' (issue 17 §2), loaded only when ticked: the rule, the dates it gives with their
 * conflicts and the skipped holidays, then the whole series created at once (free dates only).
 */
export default function SeriesPanel({ first, onCreated }: SeriesPanelProps) {
  const form = useForm<TSeriesFormValues>({
    defaultValues: {
      frequency: 'weekly',
      ends: 'count',
      count: '10',
      until: '',
      holidayZone: rememberedZone(),
    },
  });
  const values = useWatch({ control: form.control }) as TSeriesFormValues;
  const result = seriesRuleOf(values);
  const input: TSeriesInput | null = result.ok ? { first, rule: result.rule } : null;
  const preview = useSeriesPreview(input);
  const create = useCreateSeries();
  const [submitError, setSubmitError] = useState<string | null>(null);
  const occurrences = preview.data?.occurrences ?? [];
  const free = occurrences.filter((o) => o.conflict === null).length;
  const errors = result.ok ? {} : result.errors;

  const onCreate = async () => {
    if (!input) return;
    setSubmitError(null);
    try {
      const created = await create.mutateAsync(input);
      rememberZone(values.holidayZone);
      toast.success(seriesMessages.created(created.created.length));
      onCreated();
    } catch (error) {
      const message = failureMessage(error, seriesMessages.noFreeDate);
      setSubmitError(message);
      toast.error(message);
    }
  };

  return (
    <section aria-label="Série de rendez-vous" className="grid gap-3 rounded-lg border px-3 py-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField label="Fréquence">
          {(control) => (
            <NativeSelect {...control} {...form.register('frequency')}>
              {SERIES_FREQUENCIES.map((f) => (
                <option key={f} value={f}>
                  {SERIES_FREQUENCY_LABELS[f]}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField label="Fin de la série">
          {(control) => (
            <NativeSelect {...control} {...form.register('ends')}>
              <option value="count">Après un nombre de séances</option>
              <option value="until">À une date</option>
            </NativeSelect>
          )}
        </FormField>
        {values.ends === 'count' ? (
          <FormField label="Nombre de séances" error={errors.count}>
            {(control) => <Input type="number" min={2} {...control} {...form.register('count')} />}
          </FormField>
        ) : (
          <FormField label="Jusqu'au" error={errors.until}>
            {(control) => <Input type="date" {...control} {...form.register('until')} />}
          </FormField>
        )}
        <FormField label="Zone de vacances scolaires">
          {(control) => (
            <NativeSelect {...control} {...form.register('holidayZone')}>
              <option value="">Ne pas sauter les vacances</option>
              {HOLIDAY_ZONES.map((z) => (
                <option key={z} value={z}>
                  Zone {z}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      </div>
      {preview.isFetching && !preview.data ? <Spinner /> : null}
      {preview.isError ? (
        <Alert variant="destructive" role="alert">
          <AlertDescription>
            {failureMessage(preview.error, seriesMessages.noFreeDate)}
          </AlertDescription>
        </Alert>
      ) : null}
      {input && preview.data ? (
        <div className="grid gap-2">
          <h3 className="text-sm font-medium">
            {occurrences.length} dates, dont {occurrences.length - free} en conflit
          </h3>
          <ul
            aria-label="Dates de la série"
            className="grid max-h-56 gap-1 overflow-y-auto text-sm"
          >
            {occurrences.map((o) => (
              <li key={o.date} className="flex flex-wrap items-center gap-2">
                <span className="first-letter:uppercase">{longDate(o.startsAt)}</span>
                <span className="text-muted-foreground tabular-nums">
                  {timeRange(o.startsAt, o.endsAt)}
                </span>
                {o.conflict ? (
                  <Badge variant="warning">
                    Conflit avec {timeRange(o.conflict.startsAt, o.conflict.endsAt)}
                  </Badge>
                ) : null}
              </li>
            ))}
            {preview.data.skipped.map((s) => (
              <li key={s.date} className="flex flex-wrap items-center gap-2 text-muted-foreground">
                <span className="line-through first-letter:uppercase">
                  {longDate(`${s.date}T12:00:00`)}
                </span>
                <Badge variant="outline">{s.holiday}</Badge>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {submitError ? (
        <Alert variant="destructive" role="alert">
          <AlertDescription>{submitError}</AlertDescription>
        </Alert>
      ) : null}
      <div className="flex justify-end">
        <Button
          onClick={() => void onCreate()}
          disabled={!input || !preview.data || free === 0 || create.isPending}
        >
          {create.isPending ? 'Enregistrement…' : `Créer la série (${free} rendez-vous)`}
        </Button>
      </div>
    </section>
  );
}
