import { Mail, Phone, Plus, Star, Users } from 'lucide-react';
import { useState } from 'react';
import { patientMessages, representativeMessages } from '@praxis/shared/patients/constants';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ItemActions } from '@/components/item-actions';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { RepresentativeFormDialog } from '../components/representative-form-dialog';
import { relationLabel } from '../components/representative-form-values';
import {
  addRepresentative,
  makePrimary,
  removeRepresentative,
  updateRepresentative,
  type WizardRepresentative,
} from './representatives-list';
import type { NewPatientWizard } from './use-new-patient-wizard';

/** Legal representatives, held here until creation (spec 1 §4 primary rules). */
export function RepresentativesTab({ wizard }: { wizard: NewPatientWizard }) {
  const { representatives: list, setRepresentatives } = wizard;
  const [editing, setEditing] = useState<WizardRepresentative | 'new' | null>(null);
  const [deleting, setDeleting] = useState<WizardRepresentative | null>(null);
  const error = wizard.listErrors.representatives;
  // The first one is primary whatever the box says, and the only one stays primary.
  const isFirst = editing === 'new' && list.length === 0;
  const isOnly = editing !== 'new' && list.length === 1;

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <h3 className="text-sm font-medium">Représentants légaux</h3>
          <p className="text-sm text-muted-foreground">
            {wizard.isMajor
              ? 'Facultatif pour un patient majeur.'
              : patientMessages.representativeRequired + '.'}
          </p>
        </div>
        {list.length > 0 ? (
          <Button type="button" variant="outline" onClick={() => setEditing('new')}>
            <Plus aria-hidden="true" />
            Ajouter un représentant
          </Button>
        ) : null}
      </div>
      {error ? (
        <Alert variant="destructive" role="alert">
          <AlertDescription>{error}</AlertDescription>
        </Alert>
      ) : null}
      {list.length === 0 ? (
        <div className="grid justify-items-center gap-3 rounded-lg border border-dashed p-8 text-center">
          <Users aria-hidden="true" className="size-8 text-muted-foreground" />
          <p className="text-sm text-muted-foreground">Aucun représentant ajouté.</p>
          <Button type="button" onClick={() => setEditing('new')}>
            <Plus aria-hidden="true" />
            Ajouter un représentant
          </Button>
        </div>
      ) : (
        <ul aria-label="Représentants" className="grid gap-3">
          {list.map((r) => (
            <RepresentativeRow
              key={r.localId}
              representative={r}
              onEdit={() => setEditing(r)}
              onDelete={() => setDeleting(r)}
              onMakePrimary={() => setRepresentatives(makePrimary(list, r.localId))}
            />
          ))}
        </ul>
      )}
      <RepresentativeFormDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        representative={
          editing === 'new'
            ? isFirst
              ? { isPrimary: true }
              : null
            : editing && { ...editing, id: editing.localId }
        }
        canBePrimaryToggle={!isFirst && !isOnly}
        onSubmit={(values) => {
          setRepresentatives(
            editing === 'new' || editing === null
              ? addRepresentative(list, values)
              : updateRepresentative(list, editing.localId, values),
          );
        }}
      />
      <ConfirmDialog
        isOpen={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Supprimer le représentant"
        description={representativeMessages.deleteConfirm}
        onConfirm={() => {
          if (deleting) setRepresentatives(removeRepresentative(list, deleting.localId));
          setDeleting(null);
        }}
      />
    </div>
  );
}

type RowProps = {
  representative: WizardRepresentative;
  onEdit: () => void;
  onDelete: () => void;
  onMakePrimary: () => void;
};

function RepresentativeRow({ representative: r, onEdit, onDelete, onMakePrimary }: RowProps) {
  const name = `${r.firstName} ${r.lastName}`;
  return (
    <li className="flex flex-col gap-3 rounded-lg border bg-card p-4 sm:flex-row sm:items-start">
      <div className="grid min-w-0 flex-1 gap-1">
        <p className="flex flex-wrap items-center gap-2 font-medium break-words">
          {name}
          <span className="text-sm font-normal text-muted-foreground">
            {relationLabel(r.relation, r.customRelation)}
          </span>
          {r.isPrimary ? <Badge variant="soft">Principal</Badge> : null}
        </p>
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
          <span className="inline-flex items-center gap-1.5 break-all">
            <Mail aria-hidden="true" className="size-3.5" />
            {r.email}
          </span>
          <span className="inline-flex items-center gap-1.5">
            <Phone aria-hidden="true" className="size-3.5" />
            {r.phone}
          </span>
        </p>
      </div>
      <div className="flex shrink-0 gap-1">
        {r.isPrimary ? null : (
          <Button
            type="button"
            size="icon"
            variant="ghost"
            onClick={onMakePrimary}
            aria-label={`Définir ${name} comme représentant principal`}
            title="Définir comme représentant principal"
          >
            <Star aria-hidden="true" />
          </Button>
        )}
        <ItemActions look="icon" name={name} onEdit={onEdit} onDelete={onDelete} />
      </div>
    </li>
  );
}
