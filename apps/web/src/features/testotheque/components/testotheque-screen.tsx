import { FlaskConical, Plus, RotateCcw, Search } from 'lucide-react';
import { lazy, useDeferredValue, useState } from 'react';
import { testMessages, type TTestDefinition } from '@praxis/shared/testotheque/schemas';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState } from '@/components/list-states';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { ViewToggle } from '@/components/view-toggle';
import { useDeleteConfirmation } from '@/lib/mutation-toasts';
import { useDeleteTest } from '../api/delete-test';
import { useTests } from '../api/get-tests';
import {
  filterByStatus,
  isFiltered,
  STATUS_FILTER_LABELS,
  type TStatusFilter,
} from '../lib/status-filter';
import { TestCard } from './test-card';
import { TestsTable } from './tests-table';
import { MountWhenOpened } from '@/components/mount-when-opened';

/** Its form (react-hook-form) is fetched on first opening (issue 15, JavaScript budgets). */
const TestNameDialog = lazy(() =>
  import('./test-name-dialog').then((m) => ({ default: m.TestNameDialog })),
);

type View = 'cards' | 'table';

/** /testeque 'Testothèque' (spec 3 §2.7). */
export function TestothequeScreen() {
  const [view, setView] = useState<View>('cards');
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<TStatusFilter>('active');
  const deferredSearch = useDeferredValue(search);
  const tests = useTests(deferredSearch);
  const [editing, setEditing] = useState<TTestDefinition | 'new' | null>(null);
  const remove = useDeleteTest();
  const deletion = useDeleteConfirmation<TTestDefinition>(remove, {
    deleted: testMessages.deleted,
    deleteFailed: testMessages.deleteFailed,
  });
  const filtered = isFiltered(search, status);
  const visible = tests.data ? filterByStatus(tests.data.items, status) : [];
  const reset = () => {
    setSearch('');
    setStatus('active');
  };

  return (
    <div className="mx-auto grid w-full max-w-7xl gap-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="grid gap-1">
          <h2 className="text-2xl font-semibold tracking-tight">Testothèque</h2>
          <p className="text-sm text-muted-foreground">
            Vos tests cliniques et le catalogue partagé, prêts pour vos bilans.
          </p>
        </div>
        <Button onClick={() => setEditing('new')}>
          <Plus aria-hidden="true" />
          Nouveau test
        </Button>
      </div>

      <div className="flex flex-col gap-3 md:flex-row md:items-end">
        <div className="relative flex-1">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            type="search"
            aria-label="Rechercher un test"
            placeholder="Rechercher par titre, code ou description..."
            className="pl-9"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
        </div>
        <div className="flex flex-wrap items-end gap-2">
          <div className="grid gap-1">
            <label htmlFor="tests-status-filter" className="text-xs text-muted-foreground">
              Statut
            </label>
            <NativeSelect
              id="tests-status-filter"
              value={status}
              onChange={(e) => setStatus(e.target.value as TStatusFilter)}
              className="w-36"
            >
              {(['all', 'active', 'inactive'] as const).map((s) => (
                <option key={s} value={s}>
                  {STATUS_FILTER_LABELS[s]}
                </option>
              ))}
            </NativeSelect>
          </div>
          {filtered ? (
            <Button variant="ghost" onClick={reset}>
              <RotateCcw aria-hidden="true" />
              Réinitialiser
            </Button>
          ) : null}
          <ViewToggle view={view} onChange={setView} tableLabel="Tableau" />
        </div>
      </div>

      {tests.isPending ? (
        <div className="flex items-center justify-center gap-2 py-16 text-sm text-muted-foreground">
          <Spinner />
          Chargement de la testothèque…
        </div>
      ) : tests.isError ? (
        <div
          role="alert"
          className="flex flex-col items-center gap-3 rounded-lg border border-destructive/30 bg-destructive/5 px-4 py-10 text-center"
        >
          <p className="font-medium text-destructive">Erreur de chargement</p>
          <p className="text-sm text-muted-foreground">Impossible de charger la testothèque</p>
          <Button
            variant="outline"
            onClick={() => void tests.refetch()}
            disabled={tests.isFetching}
          >
            Réessayer
          </Button>
        </div>
      ) : visible.length === 0 ? (
        filtered ? (
          <EmptyState
            icon={Search}
            title="Aucun résultat"
            description="Aucun test ne correspond à votre recherche ou au filtre."
            action={
              <Button variant="outline" onClick={reset}>
                Réinitialiser
              </Button>
            }
          />
        ) : (
          <EmptyState
            icon={FlaskConical}
            title="Aucun test"
            description="Créez votre premier test pour l'utiliser dans vos bilans."
            action={<Button onClick={() => setEditing('new')}>Créer un test</Button>}
          />
        )
      ) : view === 'cards' ? (
        <ul aria-label="Tests" className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {visible.map((test) => (
            <TestCard
              key={test.id}
              test={test}
              onEdit={() => setEditing(test)}
              onDelete={() => deletion.ask(test)}
            />
          ))}
        </ul>
      ) : (
        <TestsTable tests={visible} onEdit={setEditing} onDelete={deletion.ask} />
      )}

      <MountWhenOpened open={editing !== null}>
        <TestNameDialog target={editing} onClose={() => setEditing(null)} />
      </MountWhenOpened>
      <ConfirmDialog
        {...deletion.dialogProps}
        title="Supprimer ce test ?"
        description={`Le test « ${deletion.target?.title ?? ''} » et son fichier seront supprimés. Cette action est irréversible.`}
      />
    </div>
  );
}
