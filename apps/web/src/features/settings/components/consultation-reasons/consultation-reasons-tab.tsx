import { ClipboardList, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import type {
  TConsultationReason,
  TConsultationReasonInput,
} from '@praxis/shared/settings/schemas';
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
import { useCreateConsultationReason } from '../../api/create-consultation-reason';
import { useDeleteConsultationReason } from '../../api/delete-consultation-reason';
import { useConsultationReasons } from '../../api/get-consultation-reasons';
import { useUpdateConsultationReason } from '../../api/update-consultation-reason';
import { ConfirmDialog } from '../confirm-dialog';
import { EmptyState, ListError, ListSkeleton } from '../list-states';
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

export function ConsultationReasonsTab() {
  const reasons = useConsultationReasons();
  const create = useCreateConsultationReason();
  const update = useUpdateConsultationReason();
  const remove = useDeleteConsultationReason();
  const [editing, setEditing] = useState<TConsultationReason | null>(null);
  const [deleting, setDeleting] = useState<TConsultationReason | null>(null);

  const onCreate = (input: TConsultationReasonInput) =>
    create.mutateAsync(input).then(
      () => toast.success(TEXTS.created),
      (error: unknown) => {
        toast.error(TEXTS.createFailed, { description: serverMessage(error) });
        throw error;
      },
    );

  const onUpdate = (input: TConsultationReasonInput) => {
    if (!editing) return Promise.resolve();
    return update.mutateAsync({ id: editing.id, input }).then(
      () => {
        toast.success(TEXTS.updated);
        setEditing(null);
      },
      (error: unknown) => {
        toast.error(TEXTS.updateFailed, { description: serverMessage(error) });
        throw error;
      },
    );
  };

  const onConfirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast.success(TEXTS.deleted);
        setDeleting(null);
      },
      onError: (error) => toast.error(TEXTS.deleteFailed, { description: serverMessage(error) }),
    });
  };

  return (
    <div className="grid gap-6">
      <TabHeader
        title="Motifs de consultation"
        description="Les motifs proposés dans le dossier patient."
      />
      <Card className="gap-4 py-5">
        <CardHeader className="px-5">
          <CardTitle as="h3" className="text-base">
            Ajouter un motif
          </CardTitle>
        </CardHeader>
        <CardContent className="px-5">
          <ConsultationReasonForm
            submitLabel="Ajouter le motif"
            pendingLabel="Ajout…"
            isPending={create.isPending}
            onSubmit={onCreate}
          />
        </CardContent>
      </Card>

      <div className="grid gap-3">
        <h3 className="text-base font-semibold">
          Mes motifs de consultation ({reasons.data?.items.length ?? 0})
        </h3>
        {reasons.isPending ? (
          <ListSkeleton label="Chargement des motifs" />
        ) : reasons.isError ? (
          <ListError message={reasons.error.message} onRetry={() => void reasons.refetch()} />
        ) : reasons.data.items.length === 0 ? (
          <EmptyState
            icon={ClipboardList}
            title="Aucun motif de consultation"
            description="Ajoutez les motifs pour lesquels vos patients vous consultent."
          />
        ) : (
          <ul
            aria-label="Mes motifs de consultation"
            className="divide-y rounded-lg border bg-card"
          >
            {reasons.data.items.map((reason) => (
              <li key={reason.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start">
                <div className="grid min-w-0 flex-1 gap-1">
                  <p className="font-medium break-words">{reason.label}</p>
                  {reason.description ? (
                    <p className="text-sm break-words text-muted-foreground">
                      {reason.description}
                    </p>
                  ) : null}
                </div>
                <div className="flex gap-2">
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => setEditing(reason)}
                    aria-label={`Modifier ${reason.label}`}
                  >
                    <Pencil aria-hidden="true" />
                    Modifier
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    className="text-destructive hover:text-destructive"
                    onClick={() => setDeleting(reason)}
                    aria-label={`Supprimer ${reason.label}`}
                  >
                    <Trash2 aria-hidden="true" />
                    Supprimer
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>

      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Modifier le motif</DialogTitle>
            <DialogDescription>{editing?.label}</DialogDescription>
          </DialogHeader>
          {editing ? (
            <ConsultationReasonForm
              key={editing.id}
              reason={editing}
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
        title={`Supprimer le motif « ${deleting?.label ?? ''} » ?`}
        description="Il ne sera plus proposé dans les dossiers patients."
        isPending={remove.isPending}
        onConfirm={onConfirmDelete}
      />
    </div>
  );
}
