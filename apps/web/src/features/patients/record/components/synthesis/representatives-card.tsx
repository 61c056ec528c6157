import { Mail, Phone, Plus, Users } from 'lucide-react';
import { lazy, useState } from 'react';
import { representativeMessages } from '@praxis/shared/patients/constants';
import type { TRepresentative, TRepresentativeInput } from '@praxis/shared/patients/schemas';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ItemActions } from '@/components/item-actions';
import { ListError, ListSkeleton } from '@/components/list-states';
import { useDeleteConfirmation, withSaveToasts } from '@/lib/mutation-toasts';
import {
  useCreateRepresentative,
  useDeleteRepresentative,
  useRepresentatives,
  useUpdateRepresentative,
} from '../../../api/representatives';
import {
  relationLabel,
  representativeToInput,
} from '../../../components/representative-form-values';
import { SectionCard } from '../section-card';
import { MountWhenOpened } from '@/components/mount-when-opened';

/** Fetched on first opening (issue 15, JavaScript budgets). */
const RepresentativeFormDialog = lazy(() =>
  import('../../../components/representative-form-dialog').then((m) => ({
    default: m.RepresentativeFormDialog,
  })),
);

type Editing = { mode: 'add' } | { mode: 'edit'; representative: TRepresentative } | null;

/** 'Représentants légaux': primary first; add, edit and delete (spec 1 §2, §4, §8). */
export function RepresentativesCard({ patientId }: { patientId: string }) {
  const query = useRepresentatives(patientId);
  const create = useCreateRepresentative(patientId);
  const update = useUpdateRepresentative(patientId);
  const remove = useDeleteRepresentative(patientId);
  const [editing, setEditing] = useState<Editing>(null);
  const deletion = useDeleteConfirmation<TRepresentative>(remove, {
    deleted: representativeMessages.deleted,
    deleteFailed: representativeMessages.deleteFailed,
  });

  const onSubmit = (values: TRepresentativeInput) =>
    editing?.mode === 'edit'
      ? withSaveToasts(
          update.mutateAsync({ id: editing.representative.id, input: values }),
          representativeMessages.updated,
          representativeMessages.saveFailed,
        )
      : withSaveToasts(
          create.mutateAsync(values),
          representativeMessages.added,
          representativeMessages.addFailed,
        );

  const items = query.data?.items ?? [];
  return (
    <SectionCard
      title="Représentants légaux"
      icon={Users}
      action={
        <Button size="sm" variant="outline" onClick={() => setEditing({ mode: 'add' })}>
          <Plus aria-hidden="true" />
          Ajouter
        </Button>
      }
    >
      {query.isPending ? (
        <ListSkeleton label="Chargement des représentants" rows={1} />
      ) : query.isError ? (
        <ListError message={query.error.message} onRetry={() => void query.refetch()} />
      ) : items.length === 0 ? (
        <p className="text-sm text-muted-foreground">Aucun représentant légal enregistré.</p>
      ) : (
        <ul aria-label="Représentants légaux" className="grid gap-3">
          {items.map((rep) => {
            const name = `${rep.firstName} ${rep.lastName}`;
            return (
              <li key={rep.id} className="grid gap-1.5 rounded-lg border p-3">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-medium">{name}</span>
                  <span className="text-sm text-muted-foreground">
                    {relationLabel(rep.relation)}
                  </span>
                  {rep.isPrimary ? <Badge variant="soft">Principal</Badge> : null}
                  <ItemActions
                    look="icon"
                    className="ml-auto"
                    buttonClassName="size-8"
                    name={name}
                    onEdit={() => setEditing({ mode: 'edit', representative: rep })}
                    onDelete={() => deletion.ask(rep)}
                  />
                </div>
                <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
                  {rep.phone ? (
                    <a
                      href={`tel:${rep.phone}`}
                      className="flex items-center gap-1.5 text-primary hover:underline"
                    >
                      <Phone className="size-3.5" aria-hidden="true" />
                      {rep.phone}
                    </a>
                  ) : null}
                  {rep.email ? (
                    <a
                      href={`mailto:${rep.email}`}
                      className="flex min-w-0 items-center gap-1.5 text-primary hover:underline"
                    >
                      <Mail className="size-3.5 shrink-0" aria-hidden="true" />
                      <span className="truncate">{rep.email}</span>
                    </a>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <MountWhenOpened open={editing !== null}>
        <RepresentativeFormDialog
          open={editing !== null}
          onOpenChange={(open) => !open && setEditing(null)}
          representative={
            editing?.mode === 'edit' ? representativeToInput(editing.representative) : null
          }
          onSubmit={onSubmit}
        />
      </MountWhenOpened>
      <ConfirmDialog
        {...deletion.dialogProps}
        title="Supprimer le représentant"
        description={representativeMessages.deleteConfirm}
      />
    </SectionCard>
  );
}
