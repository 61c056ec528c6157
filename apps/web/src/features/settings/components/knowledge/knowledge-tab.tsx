import { BookOpen, Plus } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import {
  KNOWLEDGE_KINDS,
  KNOWLEDGE_KIND_LABELS,
  type TKnowledgeItem,
} from '@praxis/shared/settings/schemas';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useDeleteKnowledgeItem } from '../../api/delete-knowledge-item';
import { useKnowledgeItems } from '../../api/get-knowledge-items';
import { useRefreshKnowledgeItemUrl } from '../../api/refresh-knowledge-item-url';
import { effectiveSearch } from '../../lib/search';
import { visibleTags } from '../../lib/tags';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FileItemRow } from '../files/file-item-row';
import { FilterSelect, SearchFilters } from '../files/search-filters';
import { OwnedItemActions } from '@/components/owned-item-actions';
import { useDeleteConfirmation } from '@/lib/mutation-toasts';
import { QueryList } from '../shared/query-list';
import { TabHeader } from '../tab-header';
import { KnowledgeItemDialog } from './knowledge-item-dialog';
import { useLastPageClamp, usePageParam } from '../shared/use-page-param';
import { ListPagination } from '@/components/list-pagination';

const ITEM_NOUN = { one: 'élément', many: 'éléments' };

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
    <FileItemRow
      title={item.title}
      file={item.file}
      isRefreshing={refresh.isPending}
      onRefresh={() => refresh.mutateAsync(item.id)}
      noFileMessage="Aucun fichier associé à cet élément"
      summary={
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
      }
      actions={
        <OwnedItemActions owner={item} name={item.title} onEdit={onEdit} onDelete={onDelete} />
      }
    />
  );
}

export function KnowledgeTab() {
  const [search, setSearch] = useState('');
  const [kind, setKind] = useState('');
  const deferredSearch = useDeferredValue(search);
  const { page, pageSize, setPage } = usePageParam();
  const items = useKnowledgeItems({
    search: effectiveSearch(deferredSearch),
    kind: kind || undefined,
    page,
  });
  useLastPageClamp(page, items.data?.total, setPage);
  const onFiltersChange = <T,>(apply: (value: T) => void) => (value: T) => {
    apply(value);
    setPage(1, true);
  };
  const remove = useDeleteKnowledgeItem();
  const [editing, setEditing] = useState<TKnowledgeItem | 'new' | null>(null);
  const deletion = useDeleteConfirmation<TKnowledgeItem>(remove, {
    deleted: 'Élément supprimé avec succès',
    deleteFailed: 'Erreur lors de la suppression',
  });
  const isFiltered = search !== '' || kind !== '';

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
        onSearchChange={onFiltersChange(setSearch)}
        canReset={isFiltered}
        onReset={() => {
          setSearch('');
          setKind('');
          setPage(1, true);
        }}
      >
        <FilterSelect id="knowledge-kind-filter" label="Type" value={kind} onChange={onFiltersChange(setKind)}>
          <option value="">Tous</option>
          {KNOWLEDGE_KINDS.map((k) => (
            <option key={k} value={k}>
              {KNOWLEDGE_KIND_LABELS[k]}
            </option>
          ))}
        </FilterSelect>
      </SearchFilters>

      <QueryList
        query={items}
        loadingLabel="Chargement des éléments"
        empty={{
          icon: BookOpen,
          title: isFiltered ? 'Aucun élément ne correspond à votre recherche' : 'Aucun élément',
          description: isFiltered
            ? 'Modifiez la recherche ou réinitialisez les filtres.'
            : 'Ajoutez vos exercices, protocoles et fiches de matériel.',
        }}
        listLabel="Exercices et documents"
        renderItem={(item) => (
          <KnowledgeRow
            key={item.id}
            item={item}
            onEdit={() => setEditing(item)}
            onDelete={() => deletion.ask(item)}
          />
        )}
      />

      {items.data && items.data.total > 0 ? (
        <ListPagination
          label="Pagination des éléments"
          noun={ITEM_NOUN}
          page={page}
          pageSize={pageSize}
          total={items.data.total}
          isFetching={items.isFetching}
          onPageChange={setPage}
        />
      ) : null}

      <KnowledgeItemDialog target={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        {...deletion.dialogProps}
        title={`Supprimer « ${deletion.target?.title ?? ''} » ?`}
        description="Cette action est irréversible : l'élément et son fichier seront définitivement supprimés."
      />
    </div>
  );
}
