import { Search, UserRound, X } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import {
  TIME_WINDOWS,
  WEEKDAYS,
  WEEKDAY_LABELS,
  ZWaitingListInput,
  ZWaitingListPatch,
  waitingListMessages as m,
  type TTimeWindowKey,
  type TWaitingListEntry,
} from '@praxis/shared/appointments/waiting-list';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { useAddToWaitingList, useUpdateWaitingListEntry } from '../../api/waiting-list';
import { patientName } from '../../lib/appointment-text';
import { failureMessage } from '../../lib/failure-message';
import { PATIENT_SEARCH_MIN_CHARS } from '../../lib/patient-search';
import type { TWizardPatient } from '../../lib/wizard-form';
import { PatientResults } from '../appointment-wizard/patient-step';

type TWindowChoice = TTimeWindowKey | 'custom';
type TErrors = Partial<Record<'patientId' | 'weekdays' | 'timeFrom' | 'timeTo' | 'note', string>>;

/** The window choice that gives these hours: a named one, else 'Horaires précis'. */
function windowOf(timeFrom: string, timeTo: string): TWindowChoice {
  const keys = Object.keys(TIME_WINDOWS) as TTimeWindowKey[];
  return (
    keys.find((key) => TIME_WINDOWS[key].from === timeFrom && TIME_WINDOWS[key].to === timeTo) ??
    'custom'
  );
}

type WaitingListFormProps = {
  /** An entry to edit (its patient stays); without it, the form adds a patient. */
  entry?: TWaitingListEntry;
  /** The edit is saved or given up. */
  onDone?: () => void;
};

/**
 * 'Ajouter à la liste d'attente': a patient (the light lookup), days, a time window, a note; or,
 * given an entry, 'Modifier la demande' of that patient (PATCH, the patient unchanged).
 */
export function WaitingListForm({ entry, onDone }: WaitingListFormProps = {}) {
  const add = useAddToWaitingList();
  const update = useUpdateWaitingListEntry();
  const isPending = add.isPending || update.isPending;
  const [term, setTerm] = useState('');
  const [patient, setPatient] = useState<TWizardPatient | null>(entry?.patient ?? null);
  const [weekdays, setWeekdays] = useState<number[]>(entry?.weekdays ?? []);
  const [choice, setChoice] = useState<TWindowChoice>(
    entry ? windowOf(entry.timeFrom, entry.timeTo) : 'morning',
  );
  const [timeFrom, setTimeFrom] = useState<string>(entry?.timeFrom ?? TIME_WINDOWS.morning.from);
  const [timeTo, setTimeTo] = useState<string>(entry?.timeTo ?? TIME_WINDOWS.morning.to);
  const [note, setNote] = useState(entry?.note ?? '');
  const [errors, setErrors] = useState<TErrors>({});
  const [submitError, setSubmitError] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The edit form opens at the foot of a long list: bring it into view and give it the focus.
  useEffect(() => {
    if (entry) headingRef.current?.focus();
  }, [entry]);

  const pickWindow = (value: TWindowChoice) => {
    setChoice(value);
    if (value !== 'custom') {
      setTimeFrom(TIME_WINDOWS[value].from);
      setTimeTo(TIME_WINDOWS[value].to);
    }
  };
  const toggleDay = (day: number, checked: boolean) => {
    setWeekdays((days) => (checked ? [...days, day] : days.filter((d) => d !== day)));
    // A day chosen answers 'Choisissez au moins un jour' at once.
    if (checked) setErrors((e) => ({ ...e, weekdays: undefined }));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSubmitError(null);
    const input = { patientId: patient?.id ?? '', weekdays, timeFrom, timeTo, note };
    const parsed = entry
      ? ZWaitingListPatch.safeParse({ weekdays, timeFrom, timeTo, note: note || null })
      : ZWaitingListInput.safeParse(input);
    if (!parsed.success) {
      const next: TErrors = {};
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0]) as keyof TErrors;
        next[key] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    try {
      if (entry) {
        await update.mutateAsync({
          id: entry.id,
          patch: { weekdays, timeFrom, timeTo, note: note || null },
        });
        toast.success(m.updated);
        onDone?.();
        return;
      }
      await add.mutateAsync(input);
      toast.success(m.added);
      setPatient(null);
      setTerm('');
      setWeekdays([]);
      setNote('');
    } catch (error) {
      const message = failureMessage(error, m.saveFailed);
      setSubmitError(message);
      toast.error(message);
    }
  };

  return (
    <form noValidate className="grid gap-4" onSubmit={(e) => void submit(e)}>
      <h3
        ref={headingRef}
        tabIndex={-1}
        className="font-heading text-base font-semibold outline-none"
      >
        {entry ? 'Modifier la demande' : "Ajouter à la liste d'attente"}
      </h3>
      <div className="grid gap-2">
        {patient ? (
          <div
            className="flex items-center gap-3 rounded-lg border bg-muted/40 px-3 py-2"
            aria-live="polite"
          >
            <UserRound className="size-4 text-primary" aria-hidden="true" />
            <p className="min-w-0 flex-1 truncate font-medium">{patientName(patient)}</p>
            {entry ? null : (
              <Button
                variant="ghost"
                size="sm"
                onClick={() => setPatient(null)}
                aria-label="Retirer la sélection"
              >
                <X aria-hidden="true" />
              </Button>
            )}
          </div>
        ) : null}
      </div>
      {entry ? null : (
        <div className="grid gap-2">
          <Label htmlFor="waiting-patient-search">Rechercher un patient</Label>
          <div className="relative">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden="true"
            />
            <Input
              id="waiting-patient-search"
              type="search"
              autoComplete="off"
              className="pl-9"
              placeholder="Nom ou prénom"
              value={term}
              aria-invalid={Boolean(errors.patientId)}
              onChange={(e) => setTerm(e.target.value)}
            />
          </div>
          {term.trim().length >= PATIENT_SEARCH_MIN_CHARS && !patient ? (
            <PatientResults
              term={term}
              selectedId={undefined}
              onPick={(p) => {
                setPatient({ id: p.id, firstName: p.firstName, lastName: p.lastName });
                setErrors((e) => ({ ...e, patientId: undefined }));
              }}
            />
          ) : null}
          {errors.patientId ? (
            <p role="alert" className="text-sm text-destructive">
              {errors.patientId}
            </p>
          ) : null}
        </div>
      )}
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">Jours souhaités</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-2">
          {WEEKDAYS.map((day) => (
            <label key={day} className="flex items-center gap-2 text-sm">
              <Checkbox
                checked={weekdays.includes(day)}
                onChange={(e) => toggleDay(day, e.target.checked)}
              />
              {WEEKDAY_LABELS[day]}
            </label>
          ))}
        </div>
        {errors.weekdays ? (
          <p role="alert" className="text-sm text-destructive">
            {errors.weekdays}
          </p>
        ) : null}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField label="Moment de la journée">
          {(control) => (
            <NativeSelect
              {...control}
              value={choice}
              onChange={(e) => pickWindow(e.target.value as TWindowChoice)}
            >
              {(Object.keys(TIME_WINDOWS) as TTimeWindowKey[]).map((key) => (
                <option key={key} value={key}>
                  {TIME_WINDOWS[key].label}
                </option>
              ))}
              <option value="custom">Horaires précis</option>
            </NativeSelect>
          )}
        </FormField>
        <FormField label="Disponible à partir de" error={errors.timeFrom}>
          {(control) => (
            <Input
              {...control}
              type="time"
              value={timeFrom}
              onChange={(e) => {
                setChoice('custom');
                setTimeFrom(e.target.value);
              }}
            />
          )}
        </FormField>
        <FormField label="Disponible jusqu'à" error={errors.timeTo}>
          {(control) => (
            <Input
              {...control}
              type="time"
              value={timeTo}
              onChange={(e) => {
                setChoice('custom');
                setTimeTo(e.target.value);
              }}
            />
          )}
        </FormField>
      </div>
      <FormField label="Note sur la demande" error={errors.note}>
        {(control) => (
          <Textarea {...control} rows={2} value={note} onChange={(e) => setNote(e.target.value)} />
        )}
      </FormField>
      {submitError ? (
        <Alert variant="destructive" role="alert">
          <AlertDescription>{submitError}</AlertDescription>
        </Alert>
      ) : null}
      <div className="flex justify-end gap-2">
        {entry ? (
          <Button variant="outline" onClick={onDone} disabled={isPending}>
            Annuler
          </Button>
        ) : null}
        <Button type="submit" disabled={isPending}>
          {isPending ? 'Enregistrement…' : entry ? 'Enregistrer' : "Ajouter à la liste d'attente"}
        </Button>
      </div>
    </form>
  );
}
