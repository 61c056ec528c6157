import {
  ClipboardList,
  FileSignature,
  FileText,
  Image,
  Pencil,
  Plus,
  Search,
  Table,
  Trash2,
} from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { toast } from '@/lib/toast';
import { fileExtension } from '@praxis/shared/files/file-names';
import {
  TRAME_DOCUMENT_EXTENSIONS,
  TRAME_FILE_MAX_BYTES,
  trameMessages,
  type TTrame,
  type TTrameDocument,
} from '@praxis/shared/trames/schemas';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FormDialog } from '@/components/form-dialog';
import { EmptyState, ListError, ListSkeleton } from '@/components/list-states';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useDeleteConfirmation } from '@/lib/mutation-toasts';
import { serverMessage } from '@/lib/server-errors';
import {
  useAddTrameDocument,
  useDeleteTrameDocument,
  useTrameDocuments,
  useUpdateTrameDocument,
} from '../api/documents';

const INSPIRATIONS = [
  {
    icon: ClipboardList,
    title: "Fiche d'anamnèse",
    text: 'Le questionnaire remis aux familles avant le premier rendez-vous.',
  },
  { icon: Image, title: 'Logo du cabinet', text: "L'en-tête de vos documents." },
  {
    icon: FileSignature,
    title: 'Formulaire de consentement',
    text: 'Le consentement signé avant le bilan.',
  },
  { icon: Table, title: "Grille d'évaluation", text: 'Vos grilles de cotation et d’observation.' },
];

type Fields = { title: string; nom: string; description: string; descriptionIa: string };
const EMPTY: Fields = { title: '', nom: '', description: '', descriptionIa: '' };

/** Spec 3 §5: a file is required, 30 Mo at most, of the listed types; a title or an alternative name. */
export function documentProblems(
  file: File | null,
  fields: Fields,
): { file?: string; title?: string } {
  const problems: { file?: string; title?: string } = {};
  if (!file) problems.file = trameMessages.documentFileRequired;
  else if (file.size > TRAME_FILE_MAX_BYTES) problems.file = trameMessages.documentTooLarge;
  else if (
    !(TRAME_DOCUMENT_EXTENSIONS as readonly string[]).includes(
      fileExtension(file.name).toLowerCase(),
    )
  )
    problems.file = trameMessages.documentBadType;
  if (!fields.title.trim() && !fields.nom.trim() && !file)
    problems.title = trameMessages.documentTitleRequired;
  return problems;
}

function DocumentForm({
  trameId,
  document,
  onClose,
}: {
  trameId: string;
  document: TTrameDocument | null;
  onClose: () => void;
}) {
  const add = useAddTrameDocument(trameId);
  const update = useUpdateTrameDocument(trameId);
  const [fields, setFields] = useState<Fields>(
    document
      ? {
          title: document.title,
          nom: document.nom ?? '',
          description: document.description ?? '',
          descriptionIa: document.descriptionIa ?? '',
        }
      : EMPTY,
  );
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<{ file?: string; title?: string }>({});
  const isPending = add.isPending || update.isPending;
  const set = (key: keyof Fields) => (e: { target: { value: string } }) =>
    setFields((f) => ({ ...f, [key]: e.target.value }));

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (document) {
      if (!fields.title.trim()) {
        setErrors({ title: trameMessages.documentEditTitleRequired });
        return;
      }
      try {
        await update.mutateAsync({ id: document.id, patch: fields });
        toast.success(trameMessages.documentUpdated);
        onClose();
      } catch (error) {
        toast.error(trameMessages.documentUpdateFailed, { description: serverMessage(error) });
      }
      return;
    }
    const problems = documentProblems(file, fields);
    setErrors(problems);
    if (!file || problems.file || problems.title) return;
    try {
      await add.mutateAsync({ ...fields, file });
      toast.success(trameMessages.documentAdded);
      onClose();
    } catch (error) {
      toast.error(serverMessage(error) ?? trameMessages.documentAddFailed);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="grid gap-4">
      {document ? null : (
        <FormField
          label="Fichier"
          error={errors.file}
          hint="PDF, Word, texte ou image ; 30 Mo au plus."
        >
          {(field) => (
            <input
              {...field}
              type="file"
              accept={TRAME_DOCUMENT_EXTENSIONS.map((x) => `.${x}`).join(',')}
              onChange={(e) => {
                const chosen = e.target.files?.[0] ?? null;
                setFile(chosen);
                // Spec 3 §5: the title defaults to the file name.
                if (chosen && !fields.title.trim() && !fields.nom.trim())
                  setFields((f) => ({ ...f, title: chosen.name }));
              }}
              className="text-sm"
            />
          )}
        </FormField>
      )}
      <FormField label="Titre" error={errors.title}>
        {(field) => <Input {...field} value={fields.title} onChange={set('title')} />}
      </FormField>
      <FormField label="Nom alternatif">
        {(field) => <Input {...field} value={fields.nom} onChange={set('nom')} />}
      </FormField>
      <FormField label="Description">
        {(field) => (
          <Textarea {...field} value={fields.description} onChange={set('description')} rows={2} />
        )}
      </FormField>
      <FormField label="Instructions pour Sophie">
        {(field) => (
          <Textarea
            {...field}
            value={fields.descriptionIa}
            onChange={set('descriptionIa')}
            rows={2}
          />
        )}
      </FormField>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose} disabled={isPending}>
          Annuler
        </Button>
        <Button type="submit" disabled={isPending}>
          {isPending ? 'Enregistrement…' : document ? 'Enregistrer' : 'Ajouter'}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** Spec 3 §2.6 Documents: supplementary documents, search, add and edit dialogs, four inspiration cards. */
export function TrameDocumentsTab({ trame }: { trame: TTrame }) {
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search);
  const documents = useTrameDocuments(trame.id, deferred);
  const [editing, setEditing] = useState<TTrameDocument | 'new' | null>(null);
  const remove = useDeleteTrameDocument(trame.id);
  const deletion = useDeleteConfirmation<TTrameDocument>(remove, {
    deleted: trameMessages.documentDeleted,
    deleteFailed: trameMessages.documentDeleteFailed,
  });
  const items = documents.data?.items ?? [];
  const target = editing === 'new' ? null : editing;

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <div className="relative flex-1">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            type="search"
            aria-label="Rechercher un document"
            placeholder="Rechercher un document..."
            className="pl-9"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
        </div>
        {trame.isOwn ? (
          <Button onClick={() => setEditing('new')}>
            <Plus aria-hidden="true" />
            Ajouter un document
          </Button>
        ) : null}
      </div>
      {documents.isPending ? (
        <ListSkeleton label="Chargement des documents" />
      ) : documents.isError ? (
        <ListError
          message={serverMessage(documents.error) ?? 'Impossible de charger les documents'}
          onRetry={() => void documents.refetch()}
        />
      ) : items.length === 0 ? (
        <EmptyState
          icon={FileText}
          title="Aucun document"
          description="Ajoutez les documents qui accompagnent cette trame."
        />
      ) : (
        <ul aria-label="Documents de la trame" className="grid gap-2">
          {items.map((doc) => (
            <li
              key={doc.id}
              className="flex items-center gap-3 rounded-lg border bg-card p-3 text-sm"
            >
              <FileText className="size-4 text-muted-foreground" aria-hidden="true" />
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium">{doc.title}</p>
                <p className="truncate text-xs text-muted-foreground">
                  {doc.description ?? doc.fileName}
                </p>
              </div>
              {trame.isOwn ? (
                <>
                  <Button
                    size="icon"
                    variant="ghost"
                    aria-label={`Modifier ${doc.title}`}
                    onClick={() => setEditing(doc)}
                  >
                    <Pencil aria-hidden="true" />
                  </Button>
                  <Button
                    size="icon"
                    variant="ghost"
                    aria-label={`Supprimer ${doc.title}`}
                    onClick={() => deletion.ask(doc)}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <section aria-label="Idées de documents" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {INSPIRATIONS.map(({ icon: Icon, title, text }) => (
          <div key={title} className="grid gap-1 rounded-lg border border-dashed p-3 text-sm">
            <Icon className="size-4 text-primary" aria-hidden="true" />
            <p className="font-medium">{title}</p>
            <p className="text-xs text-muted-foreground">{text}</p>
          </div>
        ))}
      </section>
      <FormDialog
        isOpen={editing !== null}
        onClose={() => setEditing(null)}
        title={target ? 'Modifier le document' : 'Ajouter un document'}
        description={
          target
            ? 'Modifiez le titre et les descriptions.'
            : 'Un document complémentaire de la trame.'
        }
      >
        {editing !== null ? (
          <DocumentForm
            key={target?.id ?? 'new'}
            trameId={trame.id}
            document={target}
            onClose={() => setEditing(null)}
          />
        ) : null}
      </FormDialog>
      <ConfirmDialog
        {...deletion.dialogProps}
        title="Supprimer le document"
        description={`Êtes-vous sûr de vouloir supprimer le document « ${deletion.target?.title ?? ''} » ?`}
      />
    </div>
  );
}
