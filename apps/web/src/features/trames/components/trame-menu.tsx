import { Download, Eye, FileText, MoreVertical, Trash2 } from 'lucide-react';
import { useNavigate } from 'react-router';
import type { TTrame } from '@praxis/shared/trames/schemas';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { openTrameFile } from '../lib/download';

/** Card menu: Voir détails, Télécharger (DOCX), Exporter en PDF (no “Télécharger” in its name, so the spec’s item stays unique), Supprimer; the table's: Télécharger and Supprimer (spec 3 §2.5). */
export function TrameMenu({
  trame,
  onDelete,
  withDetails = true,
}: {
  trame: TTrame;
  onDelete: () => void;
  withDetails?: boolean;
}) {
  const navigate = useNavigate();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          size="icon"
          variant="ghost"
          aria-label={`Actions de la trame ${trame.name}`}
          onClick={(e) => e.stopPropagation()}
        >
          <MoreVertical aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" onClick={(e) => e.stopPropagation()}>
        {withDetails ? (
          <DropdownMenuItem onSelect={() => void navigate(`/trames/${trame.id}`)}>
            <Eye aria-hidden="true" />
            Voir détails
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuItem onSelect={() => openTrameFile(trame)}>
          <Download aria-hidden="true" />
          Télécharger
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => openTrameFile(trame, 'pdf')}>
          <FileText aria-hidden="true" />
          Exporter en PDF
        </DropdownMenuItem>
        {trame.isOwn ? (
          <DropdownMenuItem onSelect={onDelete} className="text-destructive">
            <Trash2 aria-hidden="true" />
            Supprimer
          </DropdownMenuItem>
        ) : null}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
