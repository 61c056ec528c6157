import { FileArchive, Trash2 } from 'lucide-react';
import { dataRightsMessages } from '@praxis/shared/patients/data-rights';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { RecordActionsButton } from './record-actions-button';

/**
 * The record's less frequent actions: export (GDPR access) and permanent erasure. Loaded on the
 * first opening (record-header.tsx): it opens as it mounts.
 */
export function RecordActionsMenu({ onExport, onErase }: { onExport: () => void; onErase: () => void }) {
  return (
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger asChild>
        <RecordActionsButton />
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
