import { format } from 'date-fns';
import { fr } from 'date-fns/locale';
import { Archive, ArchiveRestore, FileText, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import type { TTrameType, TTrameTypeInput } from '@praxis/shared/settings/schemas';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { serverMessage } from '@/lib/server-errors';
import { useCreateTrameType } from '../../api/create-trame-type';
import { useDeleteTrameType } from '../../api/delete-trame-type';
import { useTrameTypes } from '../../api/get-trame-types';
import { useUpdateTrameType } from '../../api/update-trame-type';
import { ConfirmDialog } from '../confirm-dialog';
import { EmptyState, ListError, ListSkeleton } from '../list-states';
import { TabHeader } from '../tab-header';
import { TrameTypeForm } from './trame-type-form';

type Editing = { mode: 'create' } | { mode: 'edit'; trameType: TTrameType } | null;

function TrameTypeRow({
  trameType,
  isToggling,
  onEdit,
  onToggle,
  onDelete,
}: {
  trameType: TTrameType;
  isToggling: boolean;
  onEdit: () => void;
  onToggle: () => void;
  onDelete: () => void;
}) {
  const t = trameType;
  return (
    <li className="flex flex-col gap-3 p-4 lg:flex-row lg:items-start">
      <div className="grid min-w-0 flex-1 gap-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <p className="font-medium break-words">{t.label}</p>
          {t.isBilan ? <Badge variant="soft">Bilan</Badge> : null}
          <Badge variant={t.isActive ? 'success' : 'secondary'}>
            {t.isActive ? 'Actif' : 'Archivé'}
          </Badge>
        </div>
        {t.description ? (
          <p className="text-sm break-words text-muted-foreground">{t.description}</p>
        ) : null}
        <p className="text-xs text-muted-foreground">
          Créé le {format(new Date(t.createdAt), 'd MMMM yyyy', { locale: fr })}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="outline" onClick={onEdit} aria-label={`Modifier ${t.label}`}>
          <Pencil aria-hidden="true" />
          Modifier
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={onToggle}
          disabled={isToggling}
          aria-label={`${t.isActive ? 'Archiver' : 'Réactiver'} ${t.label}`}
        >
          {t.isActive ? <Archive aria-hidden="true" /> : <ArchiveRestore aria-hidden="true" />}
          {t.isActive ? 'Archiver' : 'Réactiver'}
        </Button>
        <Button
          size="sm"
          variant="outline"
          className="text-destructive hover:text-destructive"
          onClick={onDelete}
          aria-label={`Supprimer ${t.label}`}
        >
          <Trash2 aria-hidden="true" />
          Supprimer
        </Button>
      </div>
    </li>
  );
}

export function TrameTypesTab() {
  const trameTypes = useTrameTypes();
  const create = useCreateTrameType();
  const update = useUpdateTrameType();
  const toggle = useUpdateTrameType();
  const remove = useDeleteTrameType();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<TTrameType | null>(null);

  const onSubmit = (input: TTrameTypeInput) => {
    const isCreate = editing?.mode === 'create';
    const request =
      editing?.mode === 'edit'
        ? update.mutateAsync({ id: editing.trameType.id, patch: input })
        : create.mutateAsync(input);
    return request.then(
      () => {
        toast.success(`Type de trame ${isCreate ? 'créé' : 'modifié'} avec succès`);
        setEditing(null);
      },
      (error: unknown) => {
        toast.error(`Erreur lors de la ${isCreate ? 'création' : 'modification'} du type`, {
          description: serverMessage(error),
        });
        throw error;
      },
    );
  };

  const onToggle = (t: TTrameType) => {
    toggle.mutate(
      { id: t.id, patch: { isActive: !t.isActive } },
      {
        onSuccess: () => toast.success(t.isActive ? 'Type archivé' : 'Type réactivé'),
        onError: (error) =>
          toast.error('Erreur lors de la modification du statut', {
            description: serverMessage(error),
          }),
      },
    );
  };

  const onConfirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast.success('Type de trame supprimé avec succès');
        setDeleting(null);
      },
      onError: (error) =>
        toast.error('Erreur lors de la suppression du type', { description: serverMessage(error) }),
    });
  };

  const createButton = (
    <Button onClick={() => setEditing({ mode: 'create' })}>
      <Plus aria-hidden="true" />
      Nouveau type de trame
    </Button>
  );

  return (
    <div className="grid gap-6">
      <TabHeader
        title="Types de trame"
        description="Classez vos trames de comptes rendus et de bilans. Un type archivé n'est plus proposé."
        action={createButton}
      />
      {trameTypes.isPending ? (
        <ListSkeleton label="Chargement des types de trame" />
      ) : trameTypes.isError ? (
        <ListError message={trameTypes.error.message} onRetry={() => void trameTypes.refetch()} />
      ) : trameTypes.data.items.length === 0 ? (
        <EmptyState
          icon={FileText}
          title="Aucun type de trame"
          description="Créez un type pour classer vos trames (bilan, compte rendu de séance…)."
        />
      ) : (
        <ul aria-label="Mes types de trame" className="divide-y rounded-lg border bg-card">
          {trameTypes.data.items.map((t) => (
            <TrameTypeRow
              key={t.id}
              trameType={t}
              isToggling={toggle.isPending && toggle.variables.id === t.id}
              onEdit={() => setEditing({ mode: 'edit', trameType: t })}
              onToggle={() => onToggle(t)}
              onDelete={() => setDeleting(t)}
            />
          ))}
        </ul>
      )}

      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>
              {editing?.mode === 'edit' ? 'Modifier le type de trame' : 'Nouveau type de trame'}
            </DialogTitle>
            <DialogDescription>
              Le nom est obligatoire (120 caractères au plus), la description facultative.
            </DialogDescription>
          </DialogHeader>
          {editing ? (
            <TrameTypeForm
              key={editing.mode === 'edit' ? editing.trameType.id : 'new'}
              trameType={editing.mode === 'edit' ? editing.trameType : undefined}
              submitLabel={editing.mode === 'edit' ? 'Enregistrer' : 'Créer le type'}
              pendingLabel="Enregistrement…"
              isPending={create.isPending || update.isPending}
              onSubmit={onSubmit}
              onCancel={() => setEditing(null)}
            />
          ) : null}
        </DialogContent>
      </Dialog>

      <ConfirmDialog
        isOpen={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={`Supprimer le type de trame « ${deleting?.label ?? ''} » ?`}
        description="Cette action est irréversible : le type sera définitivement supprimé."
        confirmLabel="Supprimer définitivement"
        isPending={remove.isPending}
        onConfirm={onConfirmDelete}
      />
    </div>
  );
}
