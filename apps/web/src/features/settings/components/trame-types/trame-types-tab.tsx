import { format } from 'date-fns';
import { fr } from 'date-fns/locale';
import { Archive, ArchiveRestore, FileText, Plus } from 'lucide-react';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import type { TTrameType, TTrameTypeInput } from '@praxis/shared/settings/schemas';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { serverMessage } from '@/lib/server-errors';
import { useCreateTrameType } from '../../api/create-trame-type';
import { useDeleteTrameType } from '../../api/delete-trame-type';
import { useTrameTypes } from '../../api/get-trame-types';
import { useUpdateTrameType } from '../../api/update-trame-type';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FormDialog } from '@/components/form-dialog';
import { OwnedItemActions } from '@/components/owned-item-actions';
import { useDeleteConfirmation, withSaveToasts } from '@/lib/mutation-toasts';
import { QueryList } from '../shared/query-list';
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
      <OwnedItemActions
        owner={t}
        name={t.label}
        onEdit={onEdit}
        onDelete={onDelete}
        className="flex-wrap"
      >
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
      </OwnedItemActions>
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
  const deletion = useDeleteConfirmation<TTrameType>(remove, {
    deleted: 'Type de trame supprimé avec succès',
    deleteFailed: 'Erreur lors de la suppression du type',
  });

  const onSubmit = (input: TTrameTypeInput) => {
    const isCreate = editing?.mode === 'create';
    const request =
      editing?.mode === 'edit'
        ? update.mutateAsync({ id: editing.trameType.id, patch: input })
        : create.mutateAsync(input);
    return withSaveToasts(
      request,
      `Type de trame ${isCreate ? 'créé' : 'modifié'} avec succès`,
      `Erreur lors de la ${isCreate ? 'création' : 'modification'} du type`,
    ).then(() => setEditing(null));
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
      <QueryList
        query={trameTypes}
        loadingLabel="Chargement des types de trame"
        empty={{
          icon: FileText,
          title: 'Aucun type de trame',
          description: 'Créez un type pour classer vos trames (bilan, compte rendu de séance…).',
        }}
        listLabel="Mes types de trame"
        renderItem={(t) => (
          <TrameTypeRow
            key={t.id}
            trameType={t}
            isToggling={toggle.isPending && toggle.variables.id === t.id}
            onEdit={() => setEditing({ mode: 'edit', trameType: t })}
            onToggle={() => onToggle(t)}
            onDelete={() => deletion.ask(t)}
          />
        )}
      />

      <FormDialog
        isOpen={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.mode === 'edit' ? 'Modifier le type de trame' : 'Nouveau type de trame'}
        description="Le nom est obligatoire (120 caractères au plus), la description facultative."
      >
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
      </FormDialog>

      <ConfirmDialog
        {...deletion.dialogProps}
        title={`Supprimer le type de trame « ${deletion.target?.label ?? ''} » ?`}
        description="Cette action est irréversible : le type sera définitivement supprimé."
        confirmLabel="Supprimer définitivement"
      />
    </div>
  );
}
