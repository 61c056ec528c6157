import { ClipboardCheck, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import {
  instructionMessages,
  type TInstruction,
  type TInstructionInput,
} from '@praxis/shared/patients/schemas';
import { instructionCategoryColor } from '@praxis/shared/patients/rules';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/features/settings/components/confirm-dialog';
import { EmptyState, ListError, ListSkeleton } from '@/features/settings/components/list-states';
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
        <div className="flex shrink-0 gap-1">
          <Button
            size="icon"
            variant="ghost"
            className="size-8"
            onClick={onEdit}
            aria-label={`Modifier l'instruction ${instruction.title}`}
          >
            <Pencil aria-hidden="true" />
          </Button>
          <Button
            size="icon"
            variant="ghost"
            className="size-8 text-destructive hover:text-destructive"
            onClick={onDelete}
            aria-label={`Supprimer l'instruction ${instruction.title}`}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
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
  const [toDelete, setToDelete] = useState<TInstruction | null>(null);

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

  const onConfirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete.id, {
      onSuccess: () => {
        toast.success(instructionMessages.deleted);
        setToDelete(null);
      },
      onError: (error) =>
        toast.error(instructionMessages.saveFailed, { description: serverMessage(error) }),
    });
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
            onDelete={() => setToDelete(instruction)}
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
        isOpen={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title="Supprimer l’instruction"
        description={instructionMessages.deleteConfirm}
        isPending={remove.isPending}
        onConfirm={onConfirmDelete}
      />
    </div>
  );
}
