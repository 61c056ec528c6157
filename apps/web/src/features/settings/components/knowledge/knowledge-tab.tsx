import { BookOpen, Pencil, Plus, Trash2 } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { toast } from 'sonner';
import {
  KNOWLEDGE_KINDS,
  KNOWLEDGE_KIND_LABELS,
  fileMessages,
  type TKnowledgeItem,
} from '@praxis/shared/settings/schemas';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { serverMessage } from '@/lib/server-errors';
import { useDeleteKnowledgeItem } from '../../api/delete-knowledge-item';
import { useKnowledgeItems } from '../../api/get-knowledge-items';
import { useRefreshKnowledgeItemUrl } from '../../api/refresh-knowledge-item-url';
import { effectiveSearch } from '../../lib/search';
import { visibleTags } from '../../lib/tags';
import { ConfirmDialog } from '../confirm-dialog';
import { SearchFilters } from '../files/search-filters';
import { StoredFilePanel } from '../files/stored-file-panel';
import { EmptyState, ListError, ListSkeleton } from '../list-states';
import { TabHeader } from '../tab-header';
import { KnowledgeItemDialog } from './knowledge-item-dialog';

function ItemTags({ tags }: { tags: string[] }) {
  const { shown, hiddenCount } = visibleTags(tags);
  if (tags.length === 0) return null;
  return (
    <div className="flex flex-wrap gap-1" aria-label="Tags">
      {shown.map((tag) => (
        <Badge key={tag} variant="outline">
          {tag}
        </Badge>
      ))}
      {hiddenCount > 0 ? (
        <Badge variant="secondary" title={tags.slice(shown.length).join(', ')}>
          +{hiddenCount}
        </Badge>
      ) : null}
    </div>
  );
}

function KnowledgeRow({
  item,
  onEdit,
  onDelete,
}: {
  item: TKnowledgeItem;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const refresh = useRefreshKnowledgeItemUrl();
  return (
    <li className="grid gap-3 p-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="grid min-w-0 flex-1 gap-1.5">
          <div className="flex flex-wrap items-center gap-2">
            <p className="font-medium break-words">{item.title}</p>
            <Badge variant="soft">{KNOWLEDGE_KIND_LABELS[item.kind]}</Badge>
            {item.isShared ? <Badge variant="secondary">Partagé</Badge> : null}
          </div>
          {item.description ? (
            <p className="line-clamp-3 text-sm break-words text-muted-foreground">
              {item.description}
            </p>
          ) : null}
          <ItemTags tags={item.tags} />
        </div>
        {item.isShared ? null : (
          <div className="flex gap-2">
            <Button
              size="sm"
              variant="outline"
              onClick={onEdit}
              aria-label={`Modifier ${item.title}`}
            >
              <Pencil aria-hidden="true" />
              Modifier
            </Button>
            <Button
              size="sm"
              variant="outline"
              className="text-destructive hover:text-destructive"
              onClick={onDelete}
              aria-label={`Supprimer ${item.title}`}
            >
              <Trash2 aria-hidden="true" />
              Supprimer
            </Button>
          </div>
        )}
      </div>
      <StoredFilePanel
        file={item.file}
        itemTitle={item.title}
        isRefreshing={refresh.isPending}
        onRefresh={() => refresh.mutateAsync(item.id)}
        noFileMessage="Aucun fichier associé à cet élément"
        noDownloadMessage={fileMessages.nothingToDownload}
      />
    </li>
  );
}

export function KnowledgeTab() {
  const [search, setSearch] = useState('');
  const [kind, setKind] = useState('');
  const deferredSearch = useDeferredValue(search);
  const items = useKnowledgeItems({
    search: effectiveSearch(deferredSearch),
    kind: kind || undefined,
  });
  const remove = useDeleteKnowledgeItem();
  const [editing, setEditing] = useState<TKnowledgeItem | 'new' | null>(null);
  const [deleting, setDeleting] = useState<TKnowledgeItem | null>(null);
  const isFiltered = search !== '' || kind !== '';

  const onConfirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast.success('Élément supprimé avec succès');
        setDeleting(null);
      },
      onError: (error) =>
        toast.error('Erreur lors de la suppression', { description: serverMessage(error) }),
    });
  };

  return (
    <div className="grid gap-6">
      <TabHeader
        title="Exercices & Documents"
        description="Exercices, protocoles et matériel : ceux partagés par Praxis et les vôtres."
        action={
          <Button onClick={() => setEditing('new')}>
            <Plus aria-hidden="true" />
            Nouvel élément
          </Button>
        }
      />
      <SearchFilters
        searchLabel="Rechercher un élément"
        search={search}
        onSearchChange={setSearch}
        canReset={isFiltered}
        onReset={() => {
          setSearch('');
          setKind('');
        }}
      >
        <div className="grid gap-2">
          <Label htmlFor="knowledge-kind-filter">Type</Label>
          <NativeSelect
            id="knowledge-kind-filter"
            value={kind}
            onChange={(e) => setKind(e.target.value)}
          >
            <option value="">Tous</option>
            {KNOWLEDGE_KINDS.map((k) => (
              <option key={k} value={k}>
                {KNOWLEDGE_KIND_LABELS[k]}
              </option>
            ))}
          </NativeSelect>
        </div>
      </SearchFilters>

      {items.isPending ? (
        <ListSkeleton label="Chargement des éléments" />
      ) : items.isError ? (
        <ListError message={items.error.message} onRetry={() => void items.refetch()} />
      ) : items.data.items.length === 0 ? (
        <EmptyState
          icon={BookOpen}
          title={isFiltered ? 'Aucun élément ne correspond à votre recherche' : 'Aucun élément'}
          description={
            isFiltered
              ? 'Modifiez la recherche ou réinitialisez les filtres.'
              : 'Ajoutez vos exercices, protocoles et fiches de matériel.'
          }
        />
      ) : (
        <ul aria-label="Exercices et documents" className="divide-y rounded-lg border bg-card">
          {items.data.items.map((item) => (
            <KnowledgeRow
              key={item.id}
              item={item}
              onEdit={() => setEditing(item)}
              onDelete={() => setDeleting(item)}
            />
          ))}
        </ul>
      )}

      <KnowledgeItemDialog target={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        isOpen={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={`Supprimer « ${deleting?.title ?? ''} » ?`}
        description="Cette action est irréversible : l'élément et son fichier seront définitivement supprimés."
        isPending={remove.isPending}
        onConfirm={onConfirmDelete}
      />
    </div>
  );
}
