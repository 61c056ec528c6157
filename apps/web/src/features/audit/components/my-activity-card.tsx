import { X } from 'lucide-react';
import { useState } from 'react';
import { AUDIT_PAGE_SIZE, type TAuditEvent } from '@praxis/shared/audit/schemas';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useMyAudit } from '../api/audit';
import { AuditDateFilter, type TDateRange } from './audit-date-filter';
import { AuditJournal } from './audit-journal';

type PatientFilter = { id: string; name: string };

/** Paramètres → Sécurité: the account's own activity on patient data, by date and patient. */
export function MyActivityCard() {
  const [range, setRange] = useState<TDateRange>({ from: '', to: '' });
  const [patient, setPatient] = useState<PatientFilter | null>(null);
  const [page, setPage] = useState(1);
  const query = {
    ...(range.from ? { from: range.from } : {}),
    ...(range.to ? { to: range.to } : {}),
    ...(patient ? { patientId: patient.id } : {}),
    page,
    pageSize: AUDIT_PAGE_SIZE,
  };
  const audit = useMyAudit(query);
  const filterOn = (next: PatientFilter | null) => {
    setPatient(next);
    setPage(1);
  };
  const detail = (event: TAuditEvent) => {
    if (!event.patientId) return null;
    const name = event.patientName ?? 'Patient hors de l’espace actif';
    if (patient || !event.patientName) return name;
    return (
      <Button variant="link" className="h-auto p-0 text-sm" aria-label={`Filtrer sur ${name}`} onClick={() => filterOn({ id: event.patientId ?? '', name })}>
        {name}
      </Button>
    );
  };
  return (
    <Card role="region" aria-labelledby="my-activity-title" className="gap-4 py-5">
      <CardHeader className="px-5">
        <CardTitle as="h3" id="my-activity-title" className="text-base">
          Journal d'accès
        </CardTitle>
        <CardDescription>Vos consultations et modifications des dossiers patients. Cliquez sur un patient pour ne voir que lui.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 px-5">
        <AuditDateFilter
          value={range}
          onChange={(next) => {
            setRange(next);
            setPage(1);
          }}
        />
        {patient ? (
          <p className="flex flex-wrap items-center gap-2 text-sm">
            Patient : <span className="font-medium">{patient.name}</span>
            <Button variant="outline" size="sm" onClick={() => filterOn(null)}>
              <X aria-hidden="true" />
              Tous les patients
            </Button>
          </p>
        ) : null}
        <AuditJournal
          audit={audit}
          listLabel="Mon activité"
          paginationLabel="Pagination de mon activité"
          emptyDescription="Aucune activité sur cette période."
          detail={detail}
          onPageChange={setPage}
        />
      </CardContent>
    </Card>
  );
}
