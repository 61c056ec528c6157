import { ClipboardList } from 'lucide-react';
import type {
  TConsultationReason,
  TConsultationReasonInput,
} from '@praxis/shared/settings/schemas';
import { useCreateConsultationReason } from '../../api/create-consultation-reason';
import { useDeleteConsultationReason } from '../../api/delete-consultation-reason';
import { useConsultationReasons } from '../../api/get-consultation-reasons';
import { useUpdateConsultationReason } from '../../api/update-consultation-reason';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FormDialog } from '@/components/form-dialog';
import { OwnedItemActions } from '@/components/owned-item-actions';
import { useDeleteConfirmation } from '@/lib/mutation-toasts';
import { QueryList } from '../shared/query-list';
import { AddFormCard, ListSection } from '../shared/tab-sections';
import { useListEditing } from '../shared/use-list-editing';
import { TabHeader } from '../tab-header';
import { ConsultationReasonForm } from './consultation-reason-form';

// Spec 2 §8 gives no texts for reasons: these follow the wording of the other settings lists.
const TEXTS = {
  created: 'Motif créé avec succès',
  createFailed: 'Erreur lors de la création du motif',
  updated: 'Motif modifié avec succès',
  updateFailed: 'Erreur lors de la modification du motif',
  deleted: 'Motif supprimé avec succès',
  deleteFailed: 'Erreur lors de la suppression du motif',
};

function ReasonRow({
  reason,
  onEdit,
  onDelete,
}: {
  reason: TConsultationReason;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start">
      <div className="grid min-w-0 flex-1 gap-1">
        <p className="font-medium break-words">{reason.label}</p>
        {reason.description ? (
          <p className="text-sm break-words text-muted-foreground">{reason.description}</p>
        ) : null}
      </div>
      <OwnedItemActions owner={reason} name={reason.label} onEdit={onEdit} onDelete={onDelete} />
    </li>
  );
}

export function ConsultationReasonsTab() {
  const reasons = useConsultationReasons();
  const create = useCreateConsultationReason();
  const update = useUpdateConsultationReason();
  const remove = useDeleteConsultationReason();
  const { editing, startEdit, stopEdit, onCreate, onUpdate } = useListEditing<
    TConsultationReason,
    TConsultationReasonInput
  >(create, update, TEXTS);
  const deletion = useDeleteConfirmation<TConsultationReason>(remove, TEXTS);

  return (
    <div className="grid gap-6">
      <TabHeader
        title="Motifs de consultation"
        description="Les motifs proposés dans le dossier patient."
      />
      <AddFormCard title="Ajouter un motif">
        <ConsultationReasonForm
          submitLabel="Ajouter le motif"
          pendingLabel="Ajout…"
          isPending={create.isPending}
          onSubmit={onCreate}
        />
      </AddFormCard>

      <ListSection title="Mes motifs de consultation" count={reasons.data?.items.length}>
        <QueryList
          query={reasons}
          loadingLabel="Chargement des motifs"
          empty={{
            icon: ClipboardList,
            title: 'Aucun motif de consultation',
            description: 'Ajoutez les motifs pour lesquels vos patients vous consultent.',
          }}
          listLabel="Mes motifs de consultation"
          renderItem={(reason) => (
            <ReasonRow
              key={reason.id}
              reason={reason}
              onEdit={() => startEdit(reason)}
              onDelete={() => deletion.ask(reason)}
            />
          )}
        />
      </ListSection>

      <FormDialog
        isOpen={editing !== null}
        onClose={stopEdit}
        title="Modifier le motif"
        description={editing?.label}
      >
        {editing ? (
          <ConsultationReasonForm
            key={editing.id}
            reason={editing}
            submitLabel="Enregistrer"
            pendingLabel="Enregistrement…"
            isPending={update.isPending}
            onSubmit={onUpdate}
            onCancel={stopEdit}
          />
        ) : null}
      </FormDialog>

      <ConfirmDialog
        {...deletion.dialogProps}
        title={`Supprimer le motif « ${deletion.target?.label ?? ''} » ?`}
        description="Il ne sera plus proposé dans les dossiers patients."
      />
    </div>
  );
}
