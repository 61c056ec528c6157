import { Clock, MapPin } from 'lucide-react';
import type { TAppointmentType, TAppointmentTypeInput } from '@praxis/shared/settings/schemas';
import { Badge } from '@/components/ui/badge';
import { useCreateAppointmentType } from '../../api/create-appointment-type';
import { useDeleteAppointmentType } from '../../api/delete-appointment-type';
import { useAppointmentTypes } from '../../api/get-appointment-types';
import { useUpdateAppointmentType } from '../../api/update-appointment-type';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FormDialog } from '@/components/form-dialog';
import { OwnedItemActions } from '@/components/owned-item-actions';
import { useDeleteConfirmation } from '@/lib/mutation-toasts';
import { QueryList } from '../shared/query-list';
import { AddFormCard, ListSection } from '../shared/tab-sections';
import { useListEditing } from '../shared/use-list-editing';
import { TabHeader } from '../tab-header';
import { AppointmentTypeForm } from './appointment-type-form';

function AppointmentTypeRow({
  type,
  onEdit,
  onDelete,
}: {
  type: TAppointmentType;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start">
      <div className="grid min-w-0 flex-1 gap-1">
        <p className="font-medium break-words">{type.name}</p>
        <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
          <Badge variant="soft">
            <Clock aria-hidden="true" />
            {type.durationMinutes} min
          </Badge>
          {type.location ? (
            <span className="inline-flex items-center gap-1">
              <MapPin className="size-3" aria-hidden="true" />
              {type.location}
            </span>
          ) : null}
        </div>
        {type.description ? (
          <p className="text-sm text-muted-foreground">{type.description}</p>
        ) : null}
        {type.tests.length > 0 ? (
          <p className="text-xs text-muted-foreground">Tests : {type.tests.join(', ')}</p>
        ) : null}
      </div>
      <OwnedItemActions owner={type} name={type.name} onEdit={onEdit} onDelete={onDelete} />
    </li>
  );
}

export function AppointmentTypesTab() {
  const types = useAppointmentTypes();
  const create = useCreateAppointmentType();
  const update = useUpdateAppointmentType();
  const remove = useDeleteAppointmentType();
  const { editing, startEdit, stopEdit, onCreate, onUpdate } = useListEditing<
    TAppointmentType,
    TAppointmentTypeInput
  >(create, update, {
    created: 'Type de séance créé avec succès',
    createFailed: 'Erreur lors de la création du type de séance',
    updated: 'Type de séance modifié avec succès',
    updateFailed: 'Erreur lors de la modification du type de séance',
  });
  const deletion = useDeleteConfirmation<TAppointmentType>(remove, {
    deleted: 'Type de séance supprimé avec succès',
    deleteFailed: 'Erreur lors de la suppression du type de séance',
  });

  return (
    <div className="grid gap-6">
      <TabHeader
        title="Types de séance"
        description="Les types de séance proposés dans l'agenda, avec leur durée et leur lieu."
      />
      <AddFormCard title="Ajouter un type de séance">
        <AppointmentTypeForm
          submitLabel="Ajouter le type de séance"
          pendingLabel="Ajout…"
          isPending={create.isPending}
          onSubmit={onCreate}
        />
      </AddFormCard>

      <ListSection title="Mes types de séance" count={types.data?.items.length}>
        <QueryList
          query={types}
          loadingLabel="Chargement des types de séance"
          empty={{
            icon: Clock,
            title: 'Aucun type de séance',
            description: 'Ajoutez votre premier type de séance avec le formulaire ci-dessus.',
          }}
          listLabel="Mes types de séance"
          renderItem={(type) => (
            <AppointmentTypeRow
              key={type.id}
              type={type}
              onEdit={() => startEdit(type)}
              onDelete={() => deletion.ask(type)}
            />
          )}
        />
      </ListSection>

      <FormDialog
        isOpen={editing !== null}
        onClose={stopEdit}
        title="Modifier le type de séance"
        description={editing?.name}
        width="xl"
      >
        {editing ? (
          <AppointmentTypeForm
            key={editing.id}
            type={editing}
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
        title={`Supprimer le type de séance « ${deletion.target?.name ?? ''} » ?`}
        description="Il ne sera plus proposé pour les nouveaux rendez-vous. Les rendez-vous existants le conservent."
      />
    </div>
  );
}
