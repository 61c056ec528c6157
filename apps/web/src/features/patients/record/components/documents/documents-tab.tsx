import { FileText, Plus, Search } from 'lucide-react';
import { useDeferredValue, useId, useState } from 'react';
import { toast } from '@/lib/toast';
import { DOCUMENTS_PAGE_SIZE, PATIENT_DOCUMENT_EXTENSIONS, PATIENT_SEARCH_MIN, documentMessages } from '@praxis/shared/patients/constants';
import type { TPatientDocument } from '@praxis/shared/patients/schemas';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState, ListError, ListSkeleton } from '@/components/list-states';
import { serverMessage } from '@/lib/server-errors';
import { useDeletePatientDocument, usePatientDocuments } from '../../../api/patient-documents';
import { DocumentRow } from './document-row';
import { DocumentUploadDialog } from './document-upload-dialog';
import { DocumentViewerDialog } from './document-viewer-dialog';
import { downloadDocument } from './download-document';
import { Pagination } from './pagination';

type TFileTypeFilter = 'all' | (typeof PATIENT_DOCUMENT_EXTENSIONS)[number];
const TYPE_OPTIONS: { value: TFileTypeFilter; label: string }[] = [
  { value: 'all', label: 'Tous' },
  ...PATIENT_DOCUMENT_EXTENSIONS.map((e) => ({ value: e, label: e.toUpperCase() })),
];

/** Spec 1 §2: search, type filter, pages of 10, upload, viewer, download, delete. */
export function DocumentsTab({ patientId }: { patientId: string }) {
  const searchId = useId();
  const typeId = useId();
  const [search, setSearch] = useState('');
  const [fileType, setFileType] = useState<TFileTypeFilter>('all');
  const [page, setPage] = useState(1);
  const [isUploadOpen, setIsUploadOpen] = useState(false);
  const [viewing, setViewing] = useState<TPatientDocument | null>(null);
  const [toDelete, setToDelete] = useState<TPatientDocument | null>(null);
  const term = useDeferredValue(search.trim());
  const query = usePatientDocuments(patientId, {
    search: term.length >= PATIENT_SEARCH_MIN ? term : undefined,
    fileType,
    page,
    pageSize: DOCUMENTS_PAGE_SIZE,
  });
  const remove = useDeletePatientDocument(patientId);
  const isFiltered = term.length >= PATIENT_SEARCH_MIN || fileType !== 'all';

  const onDownload = (document: TPatientDocument) => void downloadDocument(patientId, document);

  const onConfirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete.id, {
      onSuccess: () => {
        toast.success(documentMessages.deleted);
        setToDelete(null);
        if (query.data && query.data.items.length === 1 && page > 1) setPage(page - 1);
      },
      onError: (error) =>
        toast.error(documentMessages.deleteFailed, { description: serverMessage(error) }),
    });
  };

  let content;
  if (query.isPending) content = <ListSkeleton label="Chargement des documents" />;
  else if (query.isError) {
    content = <ListError message={query.error.message} onRetry={() => void query.refetch()} />;
  } else if (query.data.items.length === 0) {
    content = isFiltered ? (
      <EmptyState
        icon={Search}
        title="Aucun document trouvé"
        description="Modifiez la recherche ou le type de fichier."
      />
    ) : (
      <EmptyState
        icon={FileText}
        title="Aucun document"
        description="Ajoutez bilans, comptes rendus et courriers de ce patient."
      />
    );
  } else {
    const { items, total } = query.data;
    content = (
      <>
        <ul aria-label="Documents du patient" className="divide-y rounded-lg border bg-card">
          {items.map((document) => (
            <DocumentRow
              key={document.id}
              document={document}
              onView={() => setViewing(document)}
              onDownload={() => onDownload(document)}
              onDelete={() => setToDelete(document)}
            />
          ))}
        </ul>
        <Pagination
          page={page}
          pageSize={DOCUMENTS_PAGE_SIZE}
          total={total}
          onPageChange={setPage}
        />
      </>
    );
  }

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 className="text-lg font-semibold">
          Documents
          {query.data ? (
            <span className="ml-2 text-sm font-normal text-muted-foreground">
              ({query.data.total})
            </span>
          ) : null}
        </h3>
        <Button onClick={() => setIsUploadOpen(true)}>
          <Plus aria-hidden="true" />
          Ajouter des documents
        </Button>
      </div>
      <div className="grid gap-3 rounded-lg border bg-card p-4 sm:grid-cols-[1fr_12rem]">
        <div className="grid gap-2">
          <Label htmlFor={searchId}>Rechercher un document</Label>
          <div className="relative">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden="true"
            />
            <Input
              id={searchId}
              type="search"
              value={search}
              placeholder="Nom du fichier…"
              className="pl-9"
              onChange={(event) => {
                setSearch(event.target.value);
                setPage(1);
              }}
            />
          </div>
        </div>
        <div className="grid gap-2">
          <Label htmlFor={typeId}>Type de fichier</Label>
          <NativeSelect
            id={typeId}
            value={fileType}
            onChange={(event) => {
              setFileType(TYPE_OPTIONS.find((o) => o.value === event.target.value)?.value ?? 'all');
              setPage(1);
            }}
          >
            {TYPE_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      {content}
      <DocumentUploadDialog
        patientId={patientId}
        isOpen={isUploadOpen}
        onOpenChange={setIsUploadOpen}
      />
      <DocumentViewerDialog
        patientId={patientId}
        document={viewing}
        onClose={() => setViewing(null)}
        onDownload={onDownload}
      />
      <ConfirmDialog
        isOpen={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title="Supprimer le document"
        description={toDelete ? documentMessages.deleteConfirm(toDelete.fileName) : ''}
        isPending={remove.isPending}
        onConfirm={onConfirmDelete}
      />
    </div>
  );
}
