import { Search, UserRound, UserRoundX, X } from 'lucide-react';
import { useState } from 'react';
import { appointmentMessages } from '@praxis/shared/appointments/constants';
import type { TPatientLookupItem } from '@praxis/shared/patients/lookup';
import { ageOn, todayIso } from '@praxis/shared/patients/rules';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { serverMessage } from '@/lib/server-errors';
import { cn } from '@/lib/utils';
import { usePatientSearch } from '../../api/search-patients';
import { patientName } from '../../lib/appointment-text';
import { PATIENT_SEARCH_MIN_CHARS } from '../../lib/patient-search';
import type { TWizardPatient } from '../../lib/wizard-form';

type PatientStepProps = {
  patient: TWizardPatient | null;
  /** An existing appointment keeps its patient. */
  isLocked: boolean;
  onChange: (patient: TWizardPatient | null) => void;
};

function ageLabel(dateOfBirth: string): string {
  const age = ageOn(dateOfBirth, todayIso());
  return `${age} an${age > 1 ? 's' : ''}`;
}

function SelectedPatient({
  patient,
  isLocked,
  onClear,
}: {
  patient: TWizardPatient | null;
  isLocked: boolean;
  onClear: () => void;
}) {
  return (
    <div
      className="flex items-center gap-3 rounded-lg border bg-muted/40 px-3 py-2.5"
      aria-live="polite"
    >
      <span className="flex size-9 items-center justify-center rounded-full bg-primary/10 text-primary">
        {patient ? (
          <UserRound className="size-4" aria-hidden="true" />
        ) : (
          <UserRoundX className="size-4" aria-hidden="true" />
        )}
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-xs text-muted-foreground">
          {isLocked ? 'Patient du rendez-vous' : 'Sélection'}
        </p>
        <p className="truncate font-medium">
          {patient ? patientName(patient) : 'Sans patient (créneau libre)'}
        </p>
      </div>
      {isLocked ? null : (
        <Button variant="ghost" size="sm" onClick={onClear} aria-label="Retirer la sélection">
          <X aria-hidden="true" />
        </Button>
      )}
    </div>
  );
}

export function PatientResults({
  term,
  selectedId,
  onPick,
}: {
  term: string;
  selectedId: string | undefined;
  onPick: (p: TPatientLookupItem) => void;
}) {
  const search = usePatientSearch(term);
  if (search.isError) {
    return (
      <Alert variant="destructive" role="alert">
        <AlertDescription>
          {serverMessage(search.error) ?? appointmentMessages.loadError}
        </AlertDescription>
      </Alert>
    );
  }
  if (!search.data) return <Spinner label="Recherche…" />;
  if (search.data.length === 0) {
    return (
      <p className="px-1 py-2 text-sm text-muted-foreground">
        {appointmentMessages.noPatientFound(term.trim())}
      </p>
    );
  }
  return (
    <ul aria-label="Résultats de la recherche" className="grid max-h-64 gap-1 overflow-y-auto">
      {search.data.map((p) => (
        <li key={p.id}>
          <button
            type="button"
            aria-pressed={selectedId === p.id}
            onClick={() => onPick(p)}
            className={cn(
              'flex w-full items-center justify-between gap-3 rounded-md border px-3 py-2 text-left text-sm transition-colors outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50',
              selectedId === p.id && 'border-primary bg-primary/5',
            )}
          >
            <span className="font-medium">{patientName(p)}</span>
            <span className="text-xs text-muted-foreground">
              {ageLabel(p.dateOfBirth)}
              {p.consultationReason ? ` · ${p.consultationReason.label}` : ''}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/** Step 1 (spec 2 §2.2, §5.2): search a patient, or go on without one for a free slot. */
export function PatientStep({ patient, isLocked, onChange }: PatientStepProps) {
  const [term, setTerm] = useState('');
  const isSearching = term.trim().length >= PATIENT_SEARCH_MIN_CHARS;
  if (isLocked) {
    return (
      <div className="grid gap-2">
        <SelectedPatient patient={patient} isLocked onClear={() => undefined} />
        <p className="text-xs text-muted-foreground">
          Le patient d'un rendez-vous existant ne peut pas être changé.
        </p>
      </div>
    );
  }
  return (
    <div className="grid gap-4">
      <SelectedPatient patient={patient} isLocked={false} onClear={() => onChange(null)} />
      <div className="grid gap-2">
        <Label htmlFor="wizard-patient-search">Rechercher un patient</Label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            id="wizard-patient-search"
            type="search"
            autoComplete="off"
            className="pl-9"
            placeholder="Nom ou prénom"
            value={term}
            onChange={(e) => setTerm(e.target.value)}
          />
        </div>
        {isSearching ? (
          <PatientResults
            term={term}
            selectedId={patient?.id}
            onPick={(p) => onChange({ id: p.id, firstName: p.firstName, lastName: p.lastName })}
          />
        ) : (
          <p className="text-xs text-muted-foreground">
            Saisissez au moins {PATIENT_SEARCH_MIN_CHARS} caractères du nom ou du prénom.
          </p>
        )}
      </div>
      <Button
        variant="outline"
        className="justify-start"
        aria-pressed={patient === null}
        onClick={() => onChange(null)}
      >
        <UserRoundX aria-hidden="true" />
        Sans patient (créneau libre)
      </Button>
    </div>
  );
}
