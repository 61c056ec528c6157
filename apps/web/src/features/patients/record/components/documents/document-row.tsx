import { Download, Eye, FileText, Trash2 } from 'lucide-react';
import type { TPatientDocument } from '@praxis/shared/patients/schemas';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatFileSize } from '@/lib/file-size';
import { formatLongDate } from '../../lib/patient-display';

type DocumentRowProps = {
  document: TPatientDocument;
  onView: () => void;
  onDownload: () => void;
  onDelete: () => void;
};

export function DocumentRow({ document, onView, onDownload, onDelete }: DocumentRowProps) {
  return (
    <li className="flex flex-col gap-3 p-3 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <FileText className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
        <div className="grid min-w-0 gap-0.5">
          <button
            type="button"
            onClick={onView}
            className="truncate text-left font-medium underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            {document.fileName}
          </button>
          <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
            <Badge variant="outline">{document.fileType.toUpperCase()}</Badge>
            <span>{formatFileSize(document.sizeBytes)}</span>
            <span>ajouté le {formatLongDate(document.uploadedAt)}</span>
          </div>
          {document.summary ? (
            <p className="text-xs text-muted-foreground">{document.summary}</p>
          ) : null}
        </div>
      </div>
      <div className="flex shrink-0 gap-1 self-end sm:self-center">
        <Button
          size="sm"
          variant="outline"
          onClick={onView}
          aria-label={`Voir ${document.fileName}`}
        >
          <Eye aria-hidden="true" />
          Voir
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={onDownload}
          aria-label={`Télécharger ${document.fileName}`}
        >
          <Download aria-hidden="true" />
          <span className="hidden md:inline">Télécharger</span>
        </Button>
        <Button
          size="sm"
          variant="outline"
          className="text-destructive hover:text-destructive"
          onClick={onDelete}
          aria-label={`Supprimer ${document.fileName}`}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
    </li>
  );
}
