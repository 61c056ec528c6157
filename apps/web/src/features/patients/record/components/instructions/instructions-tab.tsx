import { ClipboardCheck, Plus } from 'lucide-react';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { instructionMessages } from '@praxis/shared/patients/constants';
import type { TInstruction, TInstructionInput } from '@praxis/shared/patients/schemas';
import { instructionCategoryColor } from '@praxis/shared/patients/rules';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ItemActions } from '@/components/item-actions';
import { EmptyState, ListError, ListSkeleton } from '@/components/list-states';
import { useDeleteConfirmation } from '@/lib/mutation-toasts';
import { serverMessage } from '@/lib/server-errors';
import { cn } from '@/lib/utils';
import {
  useCreateInstruction,
  useDeleteInstruction,
  useInstructions,
  useUpdateInstruction,
} from '../../../api/instructions';
import { formatLongDate } from '../../lib/patient-display';
import { INSTRUCTION_COLOR_CLASSES } from './instruction-colors';
import { InstructionDialog } from './instruction-dialog';

type Editing = { instruction: TInstruction | null } | null;

function InstructionItem({
  instruction,
  onEdit,
  onDelete,
}: {
  instruction: TInstruction;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const colors = INSTRUCTION_COLOR_CLASSES[instructionCategoryColor(instruction.category)];
  return (
    <li className={cn('grid gap-2 rounded-lg border border-l-4 bg-card p-4', colors.edge)}>
      <div className="flex items-start gap-2">
        <div className="grid min-w-0 flex-1 gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h4 className="font-medium break-words">{instruction.title}</h4>
            {instruction.category ? (
              <Badge
                className={colors.badge}
                data-color={instructionCategoryColor(instruction.category)}
              >
                {instruction.category}
              </Badge>
            ) : null}
          </div>
          <p className="text-xs text-muted-foreground">{formatLongDate(instruction.createdAt)}</p>
        </div>
        <ItemActions
          look="icon"
          buttonClassName="size-8"
          name={`l'instruction ${instruction.title}`}
          onEdit={onEdit}
          onDelete={onDelete}
        />
      </div>
      <p className="text-sm whitespace-pre-line">{instruction.content}</p>
    </li>
  );
}

/** Spec 1 §2: instructions, newest first, coloured by category; add, edit, delete. */
export function InstructionsTab({ patientId }: { patientId: string }) {
  const query = useInstructions(patientId);
  const create = useCreateInstruction(patientId);
  const update = useUpdateInstruction(patientId);
  const remove = useDeleteInstruction(patientId);
  const [editing, setEditing] = useState<Editing>(null);
  const deletion = useDeleteConfirmation<TInstruction>(remove, {
    deleted: instructionMessages.deleted,
    deleteFailed: instructionMessages.saveFailed,
  });

  const onSubmit = async (input: TInstructionInput) => {
    const current = editing?.instruction;
    try {
      if (current) await update.mutateAsync({ id: current.id, input });
      else await create.mutateAsync(input);
    } catch (error) {
      toast.error(instructionMessages.saveFailed, { description: serverMessage(error) });
      throw error;
    }
    toast.success(current ? instructionMessages.updated : instructionMessages.added);
    setEditing(null);
  };

  let content;
  if (query.isPending) content = <ListSkeleton label="Chargement des instructions" />;
  else if (query.isError) {
    content = <ListError message={query.error.message} onRetry={() => void query.refetch()} />;
  } else if (query.data.items.length === 0) {
    content = (
      <EmptyState
        icon={ClipboardCheck}
        title="Aucune instruction"
        description="Notez les consignes données au patient : traitement, exercices, conseils."
      />
    );
  } else {
    content = (
      <ul aria-label="Instructions" className="grid gap-2">
        {query.data.items.map((instruction) => (
          <InstructionItem
            key={instruction.id}
            instruction={instruction}
            onEdit={() => setEditing({ instruction })}
            onDelete={() => deletion.ask(instruction)}
          />
        ))}
      </ul>
    );
  }

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 className="text-lg font-semibold">Instructions</h3>
        <Button onClick={() => setEditing({ instruction: null })}>
          <Plus aria-hidden="true" />
          Nouvelle instruction
        </Button>
      </div>
      {content}
      <InstructionDialog
        isOpen={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        instruction={editing?.instruction ?? null}
        onSubmit={onSubmit}
      />
      <ConfirmDialog
        {...deletion.dialogProps}
        title="Supprimer l’instruction"
        description={instructionMessages.deleteConfirm}
      />
    </div>
  );
}
