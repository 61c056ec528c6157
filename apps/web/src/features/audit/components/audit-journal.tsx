import type { UseQueryResult } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { auditMessages, type TAuditEvent, type TAuditEventList } from '@praxis/shared/audit/schemas';
import { ListPagination } from '@/components/list-pagination';
import { EmptyState, ListError, ListSkeleton } from '@/components/list-states';
import { AuditEventList } from './audit-event-list';

const AUDIT_PAGE_NOUN = { one: 'accès', many: 'accès' };

type AuditJournalProps = {
  audit: UseQueryResult<TAuditEventList, Error>;
  /** Accessible names of the list and of its pagination. */
  listLabel: string;
  paginationLabel: string;
  /** Said under the empty state's title when the period holds nothing. */
  emptyDescription: string;
  detail: (event: TAuditEvent) => ReactNode;
  onPageChange: (page: number) => void;
};

/** One page of a 'Journal d'accès' with its loading, error and empty states and its pagination. */
export function AuditJournal({ audit, listLabel, paginationLabel, emptyDescription, detail, onPageChange }: AuditJournalProps) {
  if (audit.isPending) return <ListSkeleton label="Chargement du journal d'accès" />;
  if (audit.isError) return <ListError message={audit.error.message} onRetry={() => void audit.refetch()} />;
  if (audit.data.items.length === 0) return <EmptyState icon={ShieldCheck} title={auditMessages.empty} description={emptyDescription} />;
  return (
    <>
      <AuditEventList label={listLabel} items={audit.data.items} detail={detail} />
      <ListPagination
        label={paginationLabel}
        noun={AUDIT_PAGE_NOUN}
        page={audit.data.page}
        pageSize={audit.data.pageSize}
        total={audit.data.total}
        isFetching={audit.isFetching}
        onPageChange={onPageChange}
      />
    </>
  );
}
