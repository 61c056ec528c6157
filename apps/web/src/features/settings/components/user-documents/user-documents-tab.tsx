import { FolderOpen, Pencil, Plus, Trash2 } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { toast } from 'sonner';
import { fileMessages, type TUserDocument } from '@praxis/shared/settings/schemas';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { serverMessage } from '@/lib/server-errors';
import { useDeleteUserDocument } from '../../api/delete-user-document';
import { useUserDocuments } from '../../api/get-user-documents';
import { useRefreshUserDocumentUrl } from '../../api/refresh-user-document-url';
import { effectiveSearch } from '../../lib/search';
import { ConfirmDialog } from '../confirm-dialog';
import { SearchFilters } from '../files/search-filters';
import { StoredFilePanel } from '../files/stored-file-panel';
import { EmptyState, ListError, ListSkeleton } from '../list-states';
import { TabHeader } from '../tab-header';
import { UserDocumentDialog } from './user-document-dialog';

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
    <li className="grid gap-3 p-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
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
        <div className="flex gap-2">
          <Button
            size="sm"
            variant="outline"
            onClick={onEdit}
            aria-label={`Modifier ${document.title}`}
          >
            <Pencil aria-hidden="true" />
            Modifier
          </Button>
          <Button
            size="sm"
            variant="outline"
            className="text-destructive hover:text-destructive"
            onClick={onDelete}
            aria-label={`Supprimer ${document.title}`}
          >
            <Trash2 aria-hidden="true" />
            Supprimer
          </Button>
        </div>
      </div>
      <StoredFilePanel
        file={document.file}
        itemTitle={document.title}
        isRefreshing={refresh.isPending}
        onRefresh={() => refresh.mutateAsync(document.id)}
        noFileMessage={fileMessages.noFile}
        noDownloadMessage={fileMessages.nothingToDownload}
      />
    </li>
  );
}

export function UserDocumentsTab() {
  const [search, setSearch] = useState('');
  const [trameId, setTrameId] = useState('');
  const deferredSearch = useDeferredValue(search);
  const documents = useUserDocuments({
    search: effectiveSearch(deferredSearch),
    trameId: trameId || undefined,
  });
  const remove = useDeleteUserDocument();
  const [editing, setEditing] = useState<TUserDocument | 'new' | null>(null);
  const [deleting, setDeleting] = useState<TUserDocument | null>(null);
  const isFiltered = search !== '' || trameId !== '';

  const onConfirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast.success('Document supprimé avec succès');
        setDeleting(null);
      },
      onError: (error) =>
        toast.error('Erreur lors de la suppression du document', {
          description: serverMessage(error),
        }),
    });
  };

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
        onSearchChange={setSearch}
        canReset={isFiltered}
        onReset={() => {
          setSearch('');
          setTrameId('');
        }}
      >
        {/* No trames endpoint yet: the filter offers 'all' and 'without a trame' only. */}
        <div className="grid gap-2">
          <Label htmlFor="documents-trame-filter">Trame</Label>
          <NativeSelect
            id="documents-trame-filter"
            value={trameId}
            onChange={(e) => setTrameId(e.target.value)}
          >
            <option value="">Toutes</option>
            <option value="none">Sans trame</option>
          </NativeSelect>
        </div>
      </SearchFilters>

      {documents.isPending ? (
        <ListSkeleton label="Chargement des documents" />
      ) : documents.isError ? (
        <ListError message={documents.error.message} onRetry={() => void documents.refetch()} />
      ) : documents.data.items.length === 0 ? (
        <EmptyState
          icon={FolderOpen}
          title={isFiltered ? 'Aucun document ne correspond à votre recherche' : 'Aucun document'}
          description={
            isFiltered
              ? 'Modifiez la recherche ou réinitialisez les filtres.'
              : 'Ajoutez vos documents de référence (PDF, Word, images…).'
          }
        />
      ) : (
        <ul aria-label="Mes documents" className="divide-y rounded-lg border bg-card">
          {documents.data.items.map((document) => (
            <DocumentRow
              key={document.id}
              document={document}
              onEdit={() => setEditing(document)}
              onDelete={() => setDeleting(document)}
            />
          ))}
        </ul>
      )}

      <UserDocumentDialog target={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        isOpen={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={`Supprimer le document « ${deleting?.title ?? ''} » ?`}
        description="Cette action est irréversible : le document et son fichier seront supprimés."
        isPending={remove.isPending}
        onConfirm={onConfirmDelete}
      />
    </div>
  );
}
