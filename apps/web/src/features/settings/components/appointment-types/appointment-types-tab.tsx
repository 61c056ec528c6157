import { Clock, MapPin, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import type { TAppointmentType } from '@praxis/shared/settings/schemas';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { serverMessage } from '@/lib/server-errors';
import { useCreateAppointmentType } from '../../api/create-appointment-type';
import { useDeleteAppointmentType } from '../../api/delete-appointment-type';
import { useAppointmentTypes } from '../../api/get-appointment-types';
import { useUpdateAppointmentType } from '../../api/update-appointment-type';
import { ConfirmDialog } from '../confirm-dialog';
import { EmptyState, ListError, ListSkeleton } from '../list-states';
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
      <div className="flex gap-2">
        <Button size="sm" variant="outline" onClick={onEdit} aria-label={`Modifier ${type.name}`}>
          <Pencil aria-hidden="true" />
          Modifier
        </Button>
        <Button
          size="sm"
          variant="outline"
          className="text-destructive hover:text-destructive"
          onClick={onDelete}
          aria-label={`Supprimer ${type.name}`}
        >
          <Trash2 aria-hidden="true" />
          Supprimer
        </Button>
      </div>
    </li>
  );
}

export function AppointmentTypesTab() {
  const types = useAppointmentTypes();
  const create = useCreateAppointmentType();
  const update = useUpdateAppointmentType();
  const remove = useDeleteAppointmentType();
  const [editing, setEditing] = useState<TAppointmentType | null>(null);
  const [deleting, setDeleting] = useState<TAppointmentType | null>(null);

  const onCreate = (input: Parameters<typeof create.mutateAsync>[0]) =>
    create.mutateAsync(input).then(
      () => toast.success('Type de séance créé avec succès'),
      (error: unknown) => {
        toast.error('Erreur lors de la création du type de séance', {
          description: serverMessage(error),
        });
        throw error;
      },
    );

  const onUpdate = (input: Parameters<typeof create.mutateAsync>[0]) => {
    if (!editing) return Promise.resolve();
    return update.mutateAsync({ id: editing.id, input }).then(
      () => {
        toast.success('Type de séance modifié avec succès');
        setEditing(null);
      },
      (error: unknown) => {
        toast.error('Erreur lors de la modification du type de séance', {
          description: serverMessage(error),
        });
        throw error;
      },
    );
  };

  const onConfirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast.success('Type de séance supprimé avec succès');
        setDeleting(null);
      },
      onError: (error) =>
        toast.error('Erreur lors de la suppression du type de séance', {
          description: serverMessage(error),
        }),
    });
  };

  return (
    <div className="grid gap-6">
      <TabHeader
        title="Types de séance"
        description="Les types de séance proposés dans l'agenda, avec leur durée et leur lieu."
      />
      <Card className="gap-4 py-5">
        <CardHeader className="px-5">
          <CardTitle as="h3" className="text-base">
            Ajouter un type de séance
          </CardTitle>
        </CardHeader>
        <CardContent className="px-5">
          <AppointmentTypeForm
            submitLabel="Ajouter le type de séance"
            pendingLabel="Ajout…"
            isPending={create.isPending}
            onSubmit={onCreate}
          />
        </CardContent>
      </Card>

      <div className="grid gap-3">
        <h3 className="text-base font-semibold">
          Mes types de séance ({types.data?.items.length ?? 0})
        </h3>
        {types.isPending ? (
          <ListSkeleton label="Chargement des types de séance" />
        ) : types.isError ? (
          <ListError message={types.error.message} onRetry={() => void types.refetch()} />
        ) : types.data.items.length === 0 ? (
          <EmptyState
            icon={Clock}
            title="Aucun type de séance"
            description="Ajoutez votre premier type de séance avec le formulaire ci-dessus."
          />
        ) : (
          <ul aria-label="Mes types de séance" className="divide-y rounded-lg border bg-card">
            {types.data.items.map((type) => (
              <AppointmentTypeRow
                key={type.id}
                type={type}
                onEdit={() => setEditing(type)}
                onDelete={() => setDeleting(type)}
              />
            ))}
          </ul>
        )}
      </div>

      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-xl">
          <DialogHeader>
            <DialogTitle>Modifier le type de séance</DialogTitle>
            <DialogDescription>{editing?.name}</DialogDescription>
          </DialogHeader>
          {editing ? (
            <AppointmentTypeForm
              key={editing.id}
              type={editing}
              submitLabel="Enregistrer"
              pendingLabel="Enregistrement…"
              isPending={update.isPending}
              onSubmit={onUpdate}
              onCancel={() => setEditing(null)}
            />
          ) : null}
        </DialogContent>
      </Dialog>

      <ConfirmDialog
        isOpen={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={`Supprimer le type de séance « ${deleting?.name ?? ''} » ?`}
        description="Il ne sera plus proposé pour les nouveaux rendez-vous. Les rendez-vous existants le conservent."
        isPending={remove.isPending}
        onConfirm={onConfirmDelete}
      />
    </div>
  );
}
