import { FileArchive, MoreVertical, Trash2 } from 'lucide-react';
import { dataRightsMessages } from '@praxis/shared/patients/data-rights';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';

/** The record's less frequent actions: export (GDPR access) and permanent erasure. */
export function RecordActionsMenu({ onExport, onErase }: { onExport: () => void; onErase: () => void }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button size="icon" variant="outline" aria-label="Plus d'actions sur le dossier">
          <MoreVertical aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={onExport}>
          <FileArchive aria-hidden="true" />
          {dataRightsMessages.exportAction}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={onErase} className="text-destructive">
          <Trash2 aria-hidden="true" />
          {dataRightsMessages.eraseAction}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
