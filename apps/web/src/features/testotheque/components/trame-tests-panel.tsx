import { ClipboardList, Plus, Search, Unlink } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from '@/lib/toast';
import { formatAgeRange } from '@praxis/shared/testotheque/ages';
import { testMessages, type TTrameTest } from '@praxis/shared/testotheque/schemas';
import { matchesTestSearch } from '@praxis/shared/testotheque/search';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState, ListError, ListSkeleton } from '@/components/list-states';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { serverMessage } from '@/lib/server-errors';
import { useTrameTests } from '../api/get-trame-tests';
import { useUnassignTrameTest } from '../api/unassign-trame-test';
import { AssignTestDialog } from './assign-test-dialog';
import { TrainingBadge } from './training-badge';

/**
 * The Tests tab of a bilan trame (spec 3 §2.6): the assigned tests with a search (from 2
 * characters, title or code), the assign dialog and unassign with a confirmation.
 */
export function TrameTestsPanel({ trameId }: { trameId: string }) {
  const query = useTrameTests(trameId);
  const unassign = useUnassignTrameTest(trameId);
  const [search, setSearch] = useState('');
  const [isAssigning, setIsAssigning] = useState(false);
  const [target, setTarget] = useState<TTrameTest | null>(null);
  const items = query.data?.items ?? [];
  const visible = items.filter((a) => matchesTestSearch(a.test, search));

  const onConfirmUnassign = () => {
    if (!target) return;
    unassign.mutate(target.test.id, {
      onSuccess: () => {
        toast.success(testMessages.unassigned);
        setTarget(null);
      },
      onError: (error) =>
        toast.error(testMessages.unassignFailed, { description: serverMessage(error) }),
    });
  };

  return (
    <section aria-labelledby="trame-tests-title" className="grid gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="grid gap-1">
          <h3 id="trame-tests-title" className="text-lg font-semibold">
            Tests ({items.length})
          </h3>
          <p className="text-sm text-muted-foreground">
            Les tests passés dans ce bilan : Sophie prévoit une section de résultats pour chacun.
          </p>
        </div>
        <Button onClick={() => setIsAssigning(true)}>
          <Plus aria-hidden="true" />
          Assigner un test
        </Button>
      </div>
      {items.length > 0 ? (
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            type="search"
            aria-label="Rechercher un test assigné"
            placeholder="Rechercher un test..."
            className="pl-9"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
        </div>
      ) : null}
      {query.isPending ? (
        <ListSkeleton label="Chargement des tests" />
      ) : query.isError ? (
        <ListError message={query.error.message} onRetry={() => void query.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState
          icon={ClipboardList}
          title="Aucun test assigné"
          description="Assignez les tests que vous passez dans ce bilan."
        />
      ) : visible.length === 0 ? (
        <EmptyState
          icon={Search}
          title="Aucun résultat"
          description="Aucun test assigné ne correspond à votre recherche."
        />
      ) : (
        <ul aria-label="Tests assignés" className="divide-y rounded-xl border bg-card">
          {visible.map((assignment) => {
            const { test } = assignment;
            const ages = formatAgeRange(test.ageRangeMin, test.ageRangeMax);
            return (
              <li
                key={assignment.id}
                className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center"
              >
                <div className="grid min-w-0 flex-1 gap-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <Link
                      to={`/testeque/${test.id}`}
                      className="font-medium break-words hover:underline"
                    >
                      {test.title}
                    </Link>
                    {test.code ? (
                      <span className="text-sm font-medium text-primary">{test.code}</span>
                    ) : null}
                    <TrainingBadge status={test.sophieTrainingStatus} />
                  </div>
                  {ages || test.domain ? (
                    <p className="text-xs text-muted-foreground">
                      {[test.domain, ages].filter(Boolean).join(' · ')}
                    </p>
                  ) : null}
                </div>
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => setTarget(assignment)}
                  aria-label={`Désassigner ${test.title}`}
                >
                  <Unlink aria-hidden="true" />
                  Désassigner
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <AssignTestDialog
        trameId={trameId}
        isOpen={isAssigning}
        onClose={() => setIsAssigning(false)}
        assignedIds={new Set(items.map((a) => a.test.id))}
      />
      <ConfirmDialog
        isOpen={target !== null}
        onOpenChange={(open) => {
          if (!open) setTarget(null);
        }}
        title="Désassigner ce test ?"
        description={`Êtes-vous sûr de vouloir désassigner le test « ${target?.test.title ?? ''} » de cette trame ?`}
        confirmLabel="Désassigner"
        pendingLabel="Désassignation…"
        isPending={unassign.isPending}
        onConfirm={onConfirmUnassign}
      />
    </section>
  );
}
