import { Search } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { PATIENT_LOOKUP_DEBOUNCE_MS, isLookupTerm, type TPatientLookupItem } from '@praxis/shared/patients/lookup';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { usePatientLookup } from '../api/lookup-patients';
import { ageLabel, patientName, type SelectedPatient } from '../lib/patient-label';

/**
 * Patient search of the 'patient mode' (spec 3 §2.9): from 2 characters, at most 10 patients
 * with civilité, names, age and gender.
 */
export function PatientSearch({
  onSelect,
  label = 'Mode patient',
}: {
  onSelect: (patient: SelectedPatient) => void;
  label?: string;
}) {
  const inputId = useId();
  const listId = useId();
  const [text, setText] = useState('');
  const [term, setTerm] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const lookup = usePatientLookup(term);
  const isOpen = isLookupTerm(text);
  const isSearching = isOpen && (term.trim() !== text.trim() || lookup.isFetching);
  const items = lookup.data?.items ?? [];

  const onChange = (value: string) => {
    setText(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setTerm(value), PATIENT_LOOKUP_DEBOUNCE_MS);
  };
  const choose = (p: TPatientLookupItem) => {
    onSelect({ id: p.id, firstName: p.firstName, lastName: p.lastName, civilite: p.civilite, dateOfBirth: p.dateOfBirth });
    setText('');
    setTerm('');
  };

  return (
    <div className="relative grid gap-1.5">
      <Label htmlFor={inputId}>{label}</Label>
      <div className="relative">
        <Search className="pointer-events-none absolute top-2.5 left-2.5 size-4 text-muted-foreground" aria-hidden="true" />
        <Input
          id={inputId}
          type="search"
          value={text}
          onChange={(e) => onChange(e.target.value)}
          placeholder="Rechercher un patient"
          className="pl-8"
          autoComplete="off"
          onKeyDown={(e) => {
            if (e.key === 'Escape') onChange('');
          }}
          aria-controls={isOpen ? listId : undefined}
          aria-expanded={isOpen}
        />
      </div>
      {isOpen && (
        <div id={listId} className="absolute top-full right-0 left-0 z-20 mt-1 max-h-80 overflow-y-auto rounded-md border bg-popover p-1 text-popover-foreground shadow-md">
          {isSearching && items.length === 0 ? (
            <p role="status" className="px-2 py-1.5 text-sm text-muted-foreground">Recherche en cours...</p>
          ) : lookup.isError ? (
            <p role="alert" className="px-2 py-1.5 text-sm text-destructive">{lookup.error.message}</p>
          ) : items.length === 0 ? (
            <p role="status" className="px-2 py-1.5 text-sm text-muted-foreground">Aucun patient trouvé</p>
          ) : (
            <ul aria-label="Patients trouvés" className="grid">
              {isSearching && <li role="status" className="px-2 py-1 text-xs text-muted-foreground">Recherche en cours...</li>}
              {items.map((p) => (
                <li key={p.id}>
                  <button type="button" onClick={() => choose(p)} className="flex w-full flex-wrap items-baseline justify-between gap-x-3 rounded-sm px-2 py-1.5 text-left text-sm hover:bg-accent focus-visible:bg-accent focus-visible:outline-none">
                    <span className="font-medium">{patientName(p)}</span>
                    <span className="text-xs text-muted-foreground">
                      {ageLabel(p.dateOfBirth)} · {p.gender}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
