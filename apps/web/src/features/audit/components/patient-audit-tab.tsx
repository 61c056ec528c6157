import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { AUDIT_PAGE_SIZE } from '@praxis/shared/audit/schemas';
import { SectionCard } from '@/features/patients/record/components/section-card';
import { usePatientAudit } from '../api/audit';
import { AuditDateFilter, type TDateRange } from './audit-date-filter';
import { AuditJournal } from './audit-journal';

/** The record's 'Journal d'accès' (issue 16 §1): who opened or changed the record, and when. */
export function PatientAuditTab({ patientId }: { patientId: string }) {
  const [range, setRange] = useState<TDateRange>({ from: '', to: '' });
  const [page, setPage] = useState(1);
  const query = { ...(range.from ? { from: range.from } : {}), ...(range.to ? { to: range.to } : {}), page, pageSize: AUDIT_PAGE_SIZE };
  const audit = usePatientAudit(patientId, query);
  const onRange = (next: TDateRange) => {
    setRange(next);
    setPage(1);
  };
  return (
    <SectionCard title="Journal d'accès" icon={ShieldCheck}>
      <div className="grid gap-4">
        <p className="text-sm text-muted-foreground">Qui a consulté ou modifié ce dossier, et quand.</p>
        <AuditDateFilter value={range} onChange={onRange} />
        <AuditJournal
          audit={audit}
          listLabel="Journal d'accès du dossier"
          paginationLabel="Pagination du journal d'accès"
          emptyDescription="Aucun accès à ce dossier sur cette période."
          detail={(event) => event.userName ?? 'Compte supprimé'}
          onPageChange={setPage}
        />
      </div>
    </SectionCard>
  );
}
