import { FolderOpen, Plus } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { fileMessages, type TUserDocument } from '@praxis/shared/settings/schemas';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useDeleteUserDocument } from '../../api/delete-user-document';
import { useUserDocuments } from '../../api/get-user-documents';
import { useRefreshUserDocumentUrl } from '../../api/refresh-user-document-url';
import { effectiveSearch } from '../../lib/search';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FileItemRow } from '../files/file-item-row';
import { FilterSelect, SearchFilters } from '../files/search-filters';
import { OwnedItemActions } from '@/components/owned-item-actions';
import { useDeleteConfirmation } from '@/lib/mutation-toasts';
import { QueryList } from '../shared/query-list';
import { TabHeader } from '../tab-header';
import { TrameOptions } from './trame-options';
import { UserDocumentDialog } from './user-document-dialog';
import { useLastPageClamp, usePageParam } from '../shared/use-page-param';
import { ListPagination } from '@/components/list-pagination';

const DOCUMENT_NOUN = { one: 'document', many: 'documents' };

function DocumentRow({
  document,
  onEdit,
  onDelete,
}: {
  document: TUserDocument;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const refresh = useRefreshUserDocumentUrl();
  return (
    <FileItemRow
      title={document.title}
      file={document.file}
      isRefreshing={refresh.isPending}
      onRefresh={() => refresh.mutateAsync(document.id)}
      noFileMessage={fileMessages.noFile}
      summary={
        <div className="grid min-w-0 flex-1 gap-1">
          <p className="font-medium break-words">{document.title}</p>
          {document.description ? (
            <p className="text-sm break-words text-muted-foreground">{document.description}</p>
          ) : null}
          {document.tags.length > 0 ? (
            <div className="flex flex-wrap gap-1">
              {document.tags.map((tag) => (
                <Badge key={tag} variant="outline">
                  {tag}
                </Badge>
              ))}
            </div>
          ) : null}
        </div>
      }
      actions={
        <OwnedItemActions
          owner={document}
          name={document.title}
          onEdit={onEdit}
          onDelete={onDelete}
        />
      }
    />
  );
}

export function UserDocumentsTab() {
  const [search, setSearch] = useState('');
  const [trameId, setTrameId] = useState('');
  const deferredSearch = useDeferredValue(search);
  const { page, pageSize, setPage } = usePageParam();
  const documents = useUserDocuments({
    search: effectiveSearch(deferredSearch),
    trameId: trameId || undefined,
    page,
  });
  useLastPageClamp(page, documents.data?.total, setPage);
  const onFiltersChange = <T,>(apply: (value: T) => void) => (value: T) => {
    apply(value);
    setPage(1, true);
  };
  const remove = useDeleteUserDocument();
  const [editing, setEditing] = useState<TUserDocument | 'new' | null>(null);
  const deletion = useDeleteConfirmation<TUserDocument>(remove, {
    deleted: 'Document supprimé avec succès',
    deleteFailed: 'Erreur lors de la suppression du document',
  });
  const isFiltered = search !== '' || trameId !== '';

  return (
    <div className="grid gap-6">
      <TabHeader
        title="Mes documents"
        description="Vos documents de référence : modèles, grilles, comptes rendus types…"
        action={
          <Button onClick={() => setEditing('new')}>
            <Plus aria-hidden="true" />
            Nouveau document
          </Button>
        }
      />
      <SearchFilters
        searchLabel="Rechercher un document"
        search={search}
        onSearchChange={onFiltersChange(setSearch)}
        canReset={isFiltered}
        onReset={() => {
          setSearch('');
          setTrameId('');
          setPage(1, true);
        }}
      >
        <FilterSelect
          id="documents-trame-filter"
          label="Trame"
          value={trameId}
          onChange={onFiltersChange(setTrameId)}
        >
          <option value="">Toutes</option>
          <option value="none">Sans trame</option>
          <TrameOptions />
        </FilterSelect>
      </SearchFilters>

      <QueryList
        query={documents}
        loadingLabel="Chargement des documents"
        empty={{
          icon: FolderOpen,
          title: isFiltered ? 'Aucun document ne correspond à votre recherche' : 'Aucun document',
          description: isFiltered
            ? 'Modifiez la recherche ou réinitialisez les filtres.'
            : 'Ajoutez vos documents de référence (PDF, Word, images…).',
        }}
        listLabel="Mes documents"
        renderItem={(document) => (
          <DocumentRow
            key={document.id}
            document={document}
            onEdit={() => setEditing(document)}
            onDelete={() => deletion.ask(document)}
          />
        )}
      />

      {documents.data && documents.data.total > 0 ? (
        <ListPagination
          label="Pagination des documents"
          noun={DOCUMENT_NOUN}
          page={page}
          pageSize={pageSize}
          total={documents.data.total}
          isFetching={documents.isFetching}
          onPageChange={setPage}
        />
      ) : null}

      <UserDocumentDialog target={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        {...deletion.dialogProps}
        title={`Supprimer le document « ${deletion.target?.title ?? ''} » ?`}
        description="Cette action est irréversible : le document et son fichier seront supprimés."
      />
    </div>
  );
}
