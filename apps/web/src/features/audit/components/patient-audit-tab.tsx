import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { AUDIT_PAGE_SIZE, auditMessages } from '@praxis/shared/audit/schemas';
import { ListPagination } from '@/components/list-pagination';
import { EmptyState, ListError, ListSkeleton } from '@/components/list-states';
import { SectionCard } from '@/features/patients/record/components/section-card';
import { usePatientAudit } from '../api/audit';
import { AUDIT_PAGE_NOUN, AuditEventList } from './audit-event-list';
import { AuditDateFilter, type TDateRange } from './audit-date-filter';

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
        {audit.isPending ? (
          <ListSkeleton label="Chargement du journal d'accès" />
        ) : audit.isError ? (
          <ListError message={audit.error.message} onRetry={() => void audit.refetch()} />
        ) : audit.data.items.length === 0 ? (
          <EmptyState icon={ShieldCheck} title={auditMessages.empty} description="Aucun accès à ce dossier sur cette période." />
        ) : (
          <>
            <AuditEventList label="Journal d'accès du dossier" items={audit.data.items} detail={(event) => event.userName ?? 'Compte supprimé'} />
            <ListPagination
              label="Pagination du journal d'accès"
              noun={AUDIT_PAGE_NOUN}
              page={audit.data.page}
              pageSize={audit.data.pageSize}
              total={audit.data.total}
              isFetching={audit.isFetching}
              onPageChange={setPage}
            />
          </>
        )}
      </div>
    </SectionCard>
  );
}
