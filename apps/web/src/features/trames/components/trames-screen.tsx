import { FileText, Plus, Search, Settings } from 'lucide-react';
import { lazy, useDeferredValue, useState } from 'react';
import { Link } from 'react-router';
import { trameMessages, type TTrame, type TTrameBilanFilter } from '@praxis/shared/trames/schemas';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState, ListError } from '@/components/list-states';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { ViewToggle } from '@/components/view-toggle';
import { useTrameTypes } from '@/features/settings/api/get-trame-types';
import { useDeleteConfirmation } from '@/lib/mutation-toasts';
import { serverMessage } from '@/lib/server-errors';
import { useDeleteTrame, useTrames } from '../api/trames';
import { TrameCard } from './trame-card';
import { TramesTable } from './trames-table';
import { MountWhenOpened } from '@/components/mount-when-opened';

/** Fetched on first opening (issue 15, JavaScript budgets). */
const CreateTrameDialog = lazy(() =>
  import('./create-trame-dialog').then((m) => ({ default: m.CreateTrameDialog })),
);

type View = 'cards' | 'table';

/** /trames 'Mes trames' (spec 3 §2.5). */
export function TramesScreen() {
  const [view, setView] = useState<View>('cards');
  const [search, setSearch] = useState('');
  const [typeId, setTypeId] = useState('all');
  const [bilan, setBilan] = useState<TTrameBilanFilter>('all');
  const [isCreating, setIsCreating] = useState(false);
  const deferredSearch = useDeferredValue(search);
  const trames = useTrames({ search: deferredSearch, typeId, bilan });
  const types = useTrameTypes();
  const activeTypes = (types.data?.items ?? []).filter((t) => t.isActive);
  const hasNoType = types.isSuccess && activeTypes.length === 0;
  const remove = useDeleteTrame();
  const deletion = useDeleteConfirmation<TTrame>(remove, {
    deleted: trameMessages.deleted,
    deleteFailed: trameMessages.deleteFailed,
  });
  const isFiltered = search.trim() !== '' || typeId !== 'all' || bilan !== 'all';
  const items = trames.data?.items ?? [];

  return (
    <div className="mx-auto grid w-full max-w-7xl gap-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="grid gap-1">
          <h2 className="text-2xl font-semibold tracking-tight">Mes trames</h2>
          <p className="text-sm text-muted-foreground">
            Vos modèles de comptes rendus et de bilans, appris de vos propres exemples.
          </p>
        </div>
        <Button onClick={() => setIsCreating(true)} disabled={activeTypes.length === 0}>
          <Plus aria-hidden="true" />
          Créer une trame
        </Button>
      </div>

      {hasNoType ? (
        <div
          role="status"
          className="flex flex-wrap items-center gap-3 rounded-lg border border-dashed bg-muted/30 p-4 text-sm"
        >
          <Settings className="size-4 text-muted-foreground" aria-hidden="true" />
          <span className="flex-1 font-medium">Aucun type de trame</span>
          <Button asChild size="sm" variant="outline">
            <Link to="/settings?tab=trame-types">Aller aux paramètres</Link>
          </Button>
        </div>
      ) : null}

      <div className="flex flex-col gap-3 md:flex-row md:items-end">
        <div className="relative flex-1">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            type="search"
            aria-label="Rechercher une trame"
            placeholder="Rechercher une trame..."
            className="pl-9"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
        </div>
        <div className="flex flex-wrap items-end gap-2">
          <div className="grid gap-1">
            <label htmlFor="trames-type-filter" className="text-xs text-muted-foreground">
              Type de trame
            </label>
            <NativeSelect
              id="trames-type-filter"
              value={typeId}
              onChange={(e) => setTypeId(e.target.value)}
              className="w-48"
            >
              <option value="all">Tous les types</option>
              {(types.data?.items ?? []).map((type) => (
                <option key={type.id} value={type.id}>
                  {type.label}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="grid gap-1">
            <label htmlFor="trames-bilan-filter" className="text-xs text-muted-foreground">
              Bilan
            </label>
            <NativeSelect
              id="trames-bilan-filter"
              value={bilan}
              onChange={(e) => setBilan(e.target.value as TTrameBilanFilter)}
              className="w-40"
            >
              <option value="all">Toutes</option>
              <option value="bilan">Bilans uniquement</option>
              <option value="not-bilan">Hors bilans</option>
            </NativeSelect>
          </div>
          <ViewToggle view={view} onChange={setView} tableLabel="Tableau" />
        </div>
      </div>

      {trames.isPending ? (
        <div
          role="status"
          className="flex items-center justify-center gap-2 py-16 text-sm text-muted-foreground"
        >
          <Spinner />
          Chargement des trames…
        </div>
      ) : trames.isError ? (
        <ListError
          message={serverMessage(trames.error) ?? 'Impossible de charger les trames'}
          onRetry={() => void trames.refetch()}
        />
      ) : items.length === 0 ? (
        <EmptyState
          icon={FileText}
          title="Aucune trame trouvée"
          description={
            isFiltered
              ? 'Aucune trame ne correspond à vos critères de recherche.'
              : 'Commencez par créer votre première trame.'
          }
        />
      ) : view === 'cards' ? (
        <ul aria-label="Trames" className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {items.map((trame) => (
            <TrameCard key={trame.id} trame={trame} onDelete={() => deletion.ask(trame)} />
          ))}
        </ul>
      ) : (
        <TramesTable trames={items} onDelete={deletion.ask} />
      )}

      <MountWhenOpened open={isCreating}>
        <CreateTrameDialog
          isOpen={isCreating}
          types={activeTypes}
          onClose={() => setIsCreating(false)}
        />
      </MountWhenOpened>
      <ConfirmDialog
        {...deletion.dialogProps}
        title="Supprimer la trame"
        description={`${trameMessages.deleteConfirm} « ${deletion.target?.name ?? ''} »`}
      />
    </div>
  );
}
