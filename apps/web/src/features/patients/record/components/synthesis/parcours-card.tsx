import { History, Pencil, Route } from 'lucide-react';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { PARCOURS, PARCOURS_LABELS, patientMessages, type TParcoursValue } from '@praxis/shared/patients/constants';
import { Button } from '@/components/ui/button';
import { ListError, ListSkeleton } from '@/components/list-states';
import { serverMessage } from '@/lib/server-errors';
import { useParcours, useUpdateParcours } from '../../../api/parcours';
import { formatLongDate } from '../../lib/patient-display';
import { SectionCard } from '../section-card';

/** 'Parcours de soin': inline editing with save and cancel, and the ended records (spec 1 §2, §4). */
export function ParcoursCard({ patientId }: { patientId: string }) {
  const query = useParcours(patientId);
  const update = useUpdateParcours(patientId);
  const [draft, setDraft] = useState<TParcoursValue | null>(null);
  const current = query.data?.current ?? null;
  const currentValue: TParcoursValue = current?.parcours ?? 'none';
  const isEditing = draft !== null;

  const save = () => {
    if (draft === null) return;
    if (draft === currentValue) {
      setDraft(null);
      return;
    }
    update.mutate(draft, {
      onSuccess: (state) => {
        toast.success(
          patientMessages.parcoursUpdated(PARCOURS_LABELS[state.current?.parcours ?? draft]),
        );
        setDraft(null);
      },
      onError: (error) =>
        toast.error(patientMessages.parcoursUpdateFailed, { description: serverMessage(error) }),
    });
  };

  return (
    <SectionCard
      title="Parcours de soin"
      icon={Route}
      action={
        !isEditing && query.isSuccess ? (
          <Button
            size="sm"
            variant="outline"
            onClick={() => setDraft(currentValue)}
            aria-label="Modifier le parcours"
          >
            <Pencil aria-hidden="true" />
            Modifier
          </Button>
        ) : null
      }
    >
      {query.isPending ? (
        <ListSkeleton label="Chargement du parcours" rows={1} />
      ) : query.isError ? (
        <ListError message={query.error.message} onRetry={() => void query.refetch()} />
      ) : isEditing ? (
        <fieldset className="grid gap-3">
          <legend className="mb-2 text-sm text-muted-foreground">Type de prise en charge</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {PARCOURS.map((value) => (
              <label
                key={value}
                className="flex cursor-pointer items-center gap-2 rounded-md border p-2.5 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/5"
              >
                <input
                  type="radio"
                  name={`parcours-${patientId}`}
                  value={value}
                  checked={draft === value}
                  onChange={() => setDraft(value)}
                  className="accent-primary"
                />
                {PARCOURS_LABELS[value]}
              </label>
            ))}
          </div>
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={() => setDraft(null)} disabled={update.isPending}>
              Annuler
            </Button>
            <Button onClick={save} disabled={update.isPending}>
              {update.isPending ? 'Enregistrement…' : 'Enregistrer'}
            </Button>
          </div>
        </fieldset>
      ) : (
        <div className="grid gap-1">
          <p className="text-base font-medium">{PARCOURS_LABELS[currentValue]}</p>
          {current ? (
            <p className="text-sm text-muted-foreground">
              Depuis le {formatLongDate(current.startedAt)}
            </p>
          ) : null}
        </div>
      )}
      {query.data && query.data.history.length > 0 ? (
        <div className="mt-4 grid gap-2 border-t pt-3">
          <h4 className="flex items-center gap-1.5 text-sm font-medium text-muted-foreground">
            <History className="size-4" aria-hidden="true" />
            Historique
          </h4>
          <ul aria-label="Historique du parcours" className="grid gap-1 text-sm">
            {query.data.history.map((record) => (
              <li key={record.id} className="flex flex-wrap justify-between gap-x-3">
                <span>{PARCOURS_LABELS[record.parcours]}</span>
                <span className="text-muted-foreground">
                  du {formatLongDate(record.startedAt)}
                  {record.endedAt ? ` au ${formatLongDate(record.endedAt)}` : ''}
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </SectionCard>
  );
}
